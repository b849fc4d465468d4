import { Search } from 'lucide-react';
import { Input } from './ui/input';

/** The search box above a member table. */
export function MemberSearch({
  value,
  onChange,
  label = 'Search members',
  placeholder = 'Search by name, company or e-mail',
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
}) {
  return (
    <div className="relative w-full sm:max-w-sm">
      <Search className="absolute top-3 left-3 size-4 text-muted-foreground" aria-hidden />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-9"
        value={value}
        maxLength={100}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
