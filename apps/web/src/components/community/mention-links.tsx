import type { CommunityMention } from '@pillars/shared/community/schemas';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import type { RenderText } from '../rich-text';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The @mentions of a post or reply as links to the person's page (issue 54): the server names
 * the mentioned people whose directory page the reader can open (`mentions`); their `@Name`
 * in the text becomes a link to it, any other `@Name` stays text. Only text is read and React
 * renders it, so the sanitised HTML stays as it was (decision 006).
 */
export function mentionLinks(mentions: readonly CommunityMention[]): RenderText | undefined {
  const byText = new Map(
    mentions.filter((mention) => mention.name !== '').map((mention) => [`@${mention.name}`, mention.id]),
  );
  if (byText.size === 0) return undefined;
  // The longest name first (`@Ann Lee` before `@Ann`), and a whole name only.
  const names = [...byText.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${names.join('|')})(?![\\p{L}\\p{M}\\p{N}])`, 'u');
  return (text) => {
    const parts = text.split(new RegExp(pattern, 'gu'));
    if (parts.length === 1) return text;
    // `split` with a group: the names found are at the odd places.
    return parts.map((part, index) =>
      index % 2 === 1 ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
        <Link key={index} to={paths.member(byText.get(part)!)}>
          {part}
        </Link>
      ) : (
        part
      ),
    );
  };
}
