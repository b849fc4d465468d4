import { Card } from '../../components/ui/card';
import { GUIDES } from './help-content';

export function HelpGuides() {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {GUIDES.map((guide) => (
        <li key={guide.title}>
          <Card className="h-full p-5">
            <h2 className="font-semibold">{guide.title}</h2>
            <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm text-muted-foreground">
              {guide.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Card>
        </li>
      ))}
    </ul>
  );
}
