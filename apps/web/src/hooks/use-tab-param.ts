import { useSearchParams } from 'react-router-dom';

/**
 * The page's tab kept in the URL (?tab=…): the tab `parse` reads from it (a default for a missing or
 * unknown value), and a setter that replaces the history entry and keeps the other parameters.
 */
export const useTabParam = <Tab extends string>(parse: (value: string | null) => Tab): [Tab, (tab: Tab) => void] => {
  const [searchParams, setSearchParams] = useSearchParams();
  const selectTab = (tab: Tab) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  return [parse(searchParams.get('tab')), selectTab];
};
