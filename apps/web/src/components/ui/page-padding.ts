/**
 * Padding for a page that may render in either kind of layout: the full-width guest layout
 * (the page pads itself) or a dashboard/admin layout whose <main data-padded> already pads.
 */
export const pagePadding = 'px-4 py-8 sm:px-6 lg:px-8 lg:py-10 [main[data-padded]>&]:px-0 [main[data-padded]>&]:py-0';
