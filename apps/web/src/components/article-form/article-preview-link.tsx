import { ExternalLinkIcon } from 'lucide-react';
import { paths } from '@/lib/paths';
import { Button } from '../button';

/** The edit pages' 'Preview': the article as members see it, in a new tab. */
export function ArticlePreviewLink({ slug }: { slug: string }) {
  return (
    <Button asChild variant="outline">
      <a href={paths.resource(slug)} target="_blank" rel="noreferrer">
        <ExternalLinkIcon aria-hidden />
        Preview
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}
