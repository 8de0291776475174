/**
 * Known cross-site scripting payloads (issue 28), each of which calls `__xss(n)` (or sets
 * `window.__xss`) if it ever runs: the XSS test installs a trap under that name before any
 * page script (`page.addInitScript`) and fails on any call, and on any dialog. Gathered
 * from the usual cheat sheets: script tags, event handlers, `javascript:` and `data:` URLs,
 * SVG and MathML tricks, srcdoc, CSS expressions, entity- and case-encoded variants, broken
 * and nested markup, template-injection probes. Keep each one calling `__xss` with its own
 * number, so a failure names the payload.
 */
const raw: string[] = [
  '<script>__xss(§)</script>',
  '<SCRIPT SRC=data:text/javascript,__xss(§)></SCRIPT>',
  '<script>window.__xss=§</script>',
  '"><script>__xss(§)</script>',
  "'><script>__xss(§)</script>",
  '</title></textarea></style></script><script>__xss(§)</script>',
  '<img src=x onerror=__xss(§)>',
  '<img src="x" onerror="__xss(§)">',
  '<IMG SRC=x OnErRoR=__xss(§)>',
  '<img src=x onerror=&#95;&#95;xss(§)>',
  '<img src=x onerror="&#x5f;&#x5f;xss(§)">',
  '<img src=x:x onerror=javascript:__xss(§)>',
  '<img/src/onerror=__xss(§)>',
  '<img src="javascript:__xss(§)">',
  '<img """><script>__xss(§)</script>">',
  '<svg onload=__xss(§)>',
  '<svg/onload=__xss(§)//',
  '<svg><script>__xss(§)</script></svg>',
  '<svg><animate onbegin=__xss(§) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:__xss(§)"><text x="20" y="20">XSS §</text></a></svg>',
  '<svg><set attributeName="onload" to="__xss(§)"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(§)>',
  '<math href="javascript:__xss(§)">XSS §</math>',
  '<body onload=__xss(§)>',
  '<iframe src="javascript:__xss(§)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss(§)</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror=parent.__xss(§)&gt;"></iframe>',
  '<iframe src="data:text/html,<script>parent.__xss(§)</script>"></iframe>',
  '<object data="javascript:__xss(§)"></object>',
  '<embed src="javascript:__xss(§)">',
  '<a href="javascript:__xss(§)">click §</a>',
  '<a href="JaVaScRiPt:__xss(§)">click §</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss(§)">click §</a>',
  '<a href="jav&#x09;ascript:__xss(§)">click §</a>',
  '<a href=" javascript:__xss(§)">click §</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5fX3hzcygpPC9zY3JpcHQ+">click §</a>',
  '<a href="vbscript:__xss(§)">click §</a>',
  '<div style="background-image:url(javascript:__xss(§))">§</div>',
  '<div style="width:expression(__xss(§))">§</div>',
  '<style>@import "javascript:__xss(§)";</style>',
  '<style>*{background:url("javascript:__xss(§)")}</style>',
  '<link rel=stylesheet href="javascript:__xss(§)">',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(§)">',
  '<base href="javascript:__xss(§)//">',
  '<form action="javascript:__xss(§)"><button>go §</button></form>',
  '<input autofocus onfocus=__xss(§)>',
  '<select autofocus onfocus=__xss(§)></select>',
  '<textarea autofocus onfocus=__xss(§)></textarea>',
  '<details open ontoggle=__xss(§)>',
  '<video><source onerror=__xss(§)></video>',
  '<audio src=x onerror=__xss(§)>',
  '<marquee onstart=__xss(§)>§</marquee>',
  '<div onmouseover=__xss(§) style="position:fixed;inset:0">§</div>',
  '<p onclick=__xss(§)>§</p>',
  '<x contenteditable onfocus=__xss(§) autofocus>§</x>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(§)>">',
  '<template><img src=x onerror=__xss(§)></template>',
  '<scr<script>ipt>__xss(§)</scr</script>ipt>',
  '<<script>__xss(§);//<</script>',
  '<img src=x onerror=__xss(§)//',
  '<!--<img src="--><img src=x onerror=__xss(§)//">',
  '<![CDATA[<script>__xss(§)</script>]]>',
  '&lt;script&gt;__xss(§)&lt;/script&gt;',
  '&#60;img src=x onerror=__xss(§)&#62;',
  '%3Cscript%3E__xss(§)%3C/script%3E',
  '\\u003cimg src=x onerror=__xss(§)\\u003e',
  'javascript:__xss(§)',
  '" onmouseover="__xss(§)" x="',
  "' onfocus='__xss(§)' autofocus x='",
  '{{constructor.constructor("__xss(§)")()}}',
  '\u0024{__xss(§)}',
  '<a href="https://example.com" onclick="__xss(§)">link §</a>',
  '<img src="https://example.com/x.png" onload="__xss(§)">',
];

/** The payloads, numbered: payload n calls `__xss(n)`. */
export const xssPayloads: string[] = raw.map((payload, index) => payload.replaceAll('§', String(index + 1)));

/** What a trap call records: the payload's number, or what was assigned to `window.__xss`. */
export const xssTrapScript = `
  (() => {
    const calls = [];
    let assigned;
    Object.defineProperty(window, '__xssCalls', { value: calls });
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get() { return assigned ?? ((n) => { calls.push(String(n)); }); },
      set(value) { calls.push('assigned ' + String(value)); assigned = undefined; },
    });
  })();
`;
