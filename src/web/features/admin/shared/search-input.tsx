import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '../../../components/ui/input';

/** A search box that reports what was typed once typing pauses (300 ms), so each key is not a request. */
export function SearchInput({
  id,
  label,
  placeholder,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <div className="relative min-w-0 basis-full sm:basis-56 sm:flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground"
        aria-hidden
      />
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        placeholder={placeholder}
        className="pl-9"
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
