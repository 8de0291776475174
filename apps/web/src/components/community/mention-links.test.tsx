import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mentionLinks } from './mention-links';

const ann = { id: '11111111-1111-4111-8111-111111111111', name: 'Ann Lee' };
const annie = { id: '22222222-2222-4222-8222-222222222222', name: 'Ann' };

/** What a text becomes, as HTML, inside the app's router. */
function rendered(text: string, mentions = [ann, annie]) {
  const renderText = mentionLinks(mentions);
  if (!renderText) return text;
  return renderToStaticMarkup(<MemoryRouter>{renderText(text)}</MemoryRouter>);
}

describe('mentionLinks (issue 54: @mentions link to the person)', () => {
  it('links each whole @Name of the people named, the longest name first', () => {
    expect(rendered('Thanks @Ann Lee and @Ann!')).toBe(
      `Thanks <a href="/members/${ann.id}" data-discover="true">@Ann Lee</a> and <a href="/members/${annie.id}" data-discover="true">@Ann</a>!`,
    );
  });

  it('leaves other @names, names inside words and addresses as text', () => {
    expect(rendered('@Annabel, mail ann@Ann.example or @Bob')).toBe('@Annabel, mail ann@Ann.example or @Bob');
  });

  it('keeps markup in a name as text', () => {
    const odd = { id: ann.id, name: '<b>Ann</b> (x)' };
    expect(rendered('Hi @<b>Ann</b> (x)', [odd])).toBe(
      `Hi <a href="/members/${ann.id}" data-discover="true">@&lt;b&gt;Ann&lt;/b&gt; (x)</a>`,
    );
  });

  it('changes nothing without people to link', () => {
    expect(mentionLinks([])).toBeUndefined();
  });
});
