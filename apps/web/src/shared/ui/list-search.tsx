import { Input } from 'antd';
import { useState } from 'react';

interface ListSearchProps {
  placeholder: string;
  /** The filter in the URL. */
  value: string;
  onSearch: (filter: string) => void;
}

/**
 * Enter or the search button asks the server (inventory 1.6 searched on Enter too); typing alone
 * does not, so each keystroke is not a request. Clearing the box shows everything again.
 */
export function ListSearch({ placeholder, value, onSearch }: ListSearchProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // Back/forward or a link changes the URL's filter: the box follows it.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  return (
    <Input.Search
      aria-label={placeholder}
      placeholder={placeholder}
      value={draft}
      allowClear
      enterButton
      onChange={(event) => {
        setDraft(event.target.value);
        if (event.target.value === '' && value !== '') onSearch('');
      }}
      onSearch={(text) => onSearch(text)}
      style={{ maxWidth: 360 }}
    />
  );
}
