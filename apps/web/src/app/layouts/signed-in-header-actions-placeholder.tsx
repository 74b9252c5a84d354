/** Same size as the bell (size-10) and the avatar (size-9) while the chunk loads: nothing moves. */
export const SignedInHeaderActionsPlaceholder = () => (
  <>
    <span aria-hidden="true" className="size-10 shrink-0" />
    <span aria-hidden="true" className="size-9 shrink-0 rounded-full bg-slate-100 dark:bg-slate-800" />
  </>
);
