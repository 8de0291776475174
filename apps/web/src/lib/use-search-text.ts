import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { searchDelayMilliseconds, useDebouncedValue } from './use-debounced-value';

/**
 * The text of a list's search box whose search lives in the URL (`searchText`, trimmed).
 * Typing settles into `onSettle` (the page writes the URL, replacing the entry: Back skips
 * the keystrokes); a URL search that changes otherwise (Back, a reset) is put in the box.
 * A text that settles while a link to another page is loading writes nothing: the member
 * who typed and then clicked a result is not brought back to the list.
 */
export function useSearchText(
  searchText: string,
  onSettle: (settled: string) => void,
): [text: string, setText: (text: string) => void] {
  const [text, setText] = useState(searchText);
  const settled = useDebouncedValue(text.trim(), searchDelayMilliseconds);
  const { pathname } = useLocation();
  const leavingFor = useNavigation().location?.pathname;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly settled text writes the URL (the URL's own changes come in below)
  useEffect(() => {
    if (leavingFor !== undefined && leavingFor !== pathname) return;
    if (settled !== searchText) onSettle(settled);
  }, [settled]);
  const [previousSearchText, setPreviousSearchText] = useState(searchText);
  if (searchText !== previousSearchText) {
    setPreviousSearchText(searchText);
    if (searchText !== text.trim()) setText(searchText);
  }
  return [text, setText];
}
