/** "uk" → "українська" in the interface language; the code itself when the browser cannot name it. */
export const languageName = (code: string, uiLanguage: string): string => {
  try {
    const name = new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(uiLanguage) + name.slice(1) : code;
  } catch {
    return code;
  }
};
