/**
 * How a video plays (a pillar's Introduction, a video resource): YouTube and Vimeo links become their privacy
 * friendly embed addresses (the only frame hosts the Content Security Policy allows), any
 * other http(s) or same-site address plays in a <video> element. Null when it cannot play.
 */
export type VideoEmbed = { kind: 'youtube' | 'vimeo' | 'file'; src: string };

const youtubeIdPattern = /^[\w-]{11}$/;
const vimeoIdPattern = /^\d+$/;
const youtubeHosts = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const localBase = 'http://local.invalid';

function withoutWww(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, '');
}

/** '90', '90s', '1m30s' or '1h2m3s' -> seconds; null when it is none of these. */
function parseStartSeconds(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || value === '') return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

function youtubeId(url: URL): string | null {
  const host = withoutWww(url.hostname);
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return segments[0] ?? null;
  if (!youtubeHosts.has(host)) return null;
  if (segments[0] === 'watch') return url.searchParams.get('v');
  if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) return segments[1] ?? null;
  return null;
}

function toYoutubeEmbed(url: URL): VideoEmbed | null {
  const id = youtubeId(url);
  if (!id || !youtubeIdPattern.test(id)) return null;
  const embed = new URL(`https://www.youtube-nocookie.com/embed/${id}`);
  const start = parseStartSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  if (start) embed.searchParams.set('start', String(start));
  return { kind: 'youtube', src: embed.toString() };
}

function toVimeoEmbed(url: URL): VideoEmbed | null {
  const host = withoutWww(url.hostname);
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash: string | null = url.searchParams.get('h');
  if (host === 'player.vimeo.com') {
    if (segments[0] !== 'video') return null;
    id = segments[1];
  } else if (host === 'vimeo.com') {
    const index = segments.findIndex((segment) => vimeoIdPattern.test(segment));
    if (index === -1) return null;
    id = segments[index];
    // Unlisted videos: vimeo.com/ID/HASH.
    const next = segments[index + 1];
    if (!hash && next && /^[\da-f]+$/i.test(next)) hash = next;
  } else {
    return null;
  }
  if (!id || !vimeoIdPattern.test(id)) return null;
  const embed = new URL(`https://player.vimeo.com/video/${id}`);
  if (hash) embed.searchParams.set('h', hash);
  return { kind: 'vimeo', src: embed.toString() };
}

export function toVideoEmbed(videoUrl: string | null | undefined): VideoEmbed | null {
  const value = videoUrl?.trim();
  if (!value) return null;
  // Same-site paths ('/media/intro.mp4') play from this site; '//host' is another site.
  const isSameSitePath = value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
  let url: URL;
  try {
    url = isSameSitePath ? new URL(value, localBase) : new URL(value);
  } catch {
    return null;
  }
  if (isSameSitePath) return { kind: 'file', src: `${url.pathname}${url.search}${url.hash}` };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;

  const host = withoutWww(url.hostname);
  if (host === 'youtu.be' || youtubeHosts.has(host)) return toYoutubeEmbed(url);
  if (host === 'vimeo.com' || host === 'player.vimeo.com') return toVimeoEmbed(url);
  return { kind: 'file', src: url.toString() };
}

/**
 * Captions for a video file: a WebVTT file beside it with the same name
 * ('/media/intro.mp4' -> '/media/intro.vtt'). Browsers fetch it only when captions are
 * turned on.
 */
export function captionsUrlFor(fileSrc: string): string {
  const url = new URL(fileSrc, localBase);
  const name = url.pathname.split('/').pop() ?? '';
  const captionsName = /\.[a-z\d]+$/i.test(name)
    ? name.replace(/\.[a-z\d]+$/i, '.vtt')
    : `${name || 'captions'}.vtt`;
  url.pathname = `${url.pathname.slice(0, url.pathname.length - name.length)}${captionsName}`;
  url.search = '';
  url.hash = '';
  return url.origin === localBase ? url.pathname : url.toString();
}
