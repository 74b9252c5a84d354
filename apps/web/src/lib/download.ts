/** Saves `content` (text, or a file already fetched) as a file through a temporary link. */
export const downloadFile = (content: string | Blob, fileName: string, type = 'text/calendar;charset=utf-8') => {
  const url = URL.createObjectURL(content instanceof Blob ? content : new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
