import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { FAQ_ITEMS, searchFaq } from './help-content';

export function HelpFaq() {
  const [query, setQuery] = useState('');
  const matches = searchFaq(FAQ_ITEMS, query);
  const searchId = useId();
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid gap-2 sm:max-w-md">
        <label htmlFor={searchId} className="text-sm font-medium">
          Search the questions
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search FAQs..."
            className="pl-9"
            maxLength={100}
          />
        </div>
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {matches.length} {matches.length === 1 ? 'question' : 'questions'} found
        </p>
      </div>
      <Card className="divide-y">
        {matches.map((item) => (
          <details key={item.question} className="group p-4">
            <summary className="cursor-pointer list-none font-medium marker:hidden [&::-webkit-details-marker]:hidden">
              <span className="flex items-center justify-between gap-4">
                {item.question}
                <span aria-hidden className="text-muted-foreground transition-transform group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="mt-2 text-sm text-muted-foreground">{item.answer}</p>
          </details>
        ))}
        {matches.length === 0 && (
          <p className="p-6 text-center text-sm text-muted-foreground">No questions match your search.</p>
        )}
      </Card>
    </div>
  );
}
