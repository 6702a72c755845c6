/**
 * The page's own scripts and web fonts start once its largest paint is on screen.
 *
 * Served from the same server, the framework's scripts (about 170 KB) and the site's two fonts (about 90 KB)
 * otherwise arrive with the hero picture and compete with it for a phone's bandwidth and main thread; the page is
 * server-rendered and its links and forms work before hydration (the hero search is a plain GET), so nothing the
 * visitor sees first needs them. The production server (src/platform/server, with ./transform.ts) takes Next's script tags
 * and script preloads out of the HTML and lists them in a JSON carrier; this script, inline in the head, adds
 * them back when
 * - the page's priority pictures (`fetchpriority="high"`: the hero, a car's first picture) have loaded and two
 *   frames have been drawn since, or the load event came and two frames have been drawn since; or
 * - the visitor first presses, touches, types, tabs into or scrolls the page; or
 * - START_FALLBACK_MS have passed since the document was parsed (a priority picture that never arrives holds back
 *   the load event too, and a tab in the background draws no frames), whichever comes first.
 * Until the shell has hydrated (src/features/shell/HydrationMark.tsx marks <html>), a press on a button that needs React is
 * held back and given to React once it runs (the last one only); links, and forms with an action of their own (the
 * hero search's GET), work as the browser makes them, and the form kit's fields stay disabled until then
 * (src/ui/form/Form.tsx).
 * The web fonts' faces sit in a stylesheet whose media matches nothing until then (the metric-matched fallback
 * faces of src/app/(site)/font-fallbacks.css show meanwhile); later pages of the same tab session apply them at
 * once, from the browser's cache. Without the server's transform (e.g. `next start` directly) there is no carrier
 * and the scripts load as Next wrote them; only the fonts wait.
 */

/** The attribute that marks the loader: the server transforms only documents whose head carries it. */
export const DEFERRED_START_ATTR = 'data-deferred-start'
/** The id of the JSON carrier the server writes before </body>: `{ scripts: string[], preloads: string[] }`. */
export const DEFERRED_LIST_ID = '__deferred_scripts'
/** The attribute of the web fonts' stylesheet, rendered with media="not all". */
export const DEFERRED_FONTS_ATTR = 'data-deferred-fonts'
/** sessionStorage: the fonts were asked for in this tab session, so they are in the browser's cache. */
export const FONTS_SEEN_KEY = 'fonts-seen'
/** <html data-hydrated>, and the event sent with it, once the shell has hydrated. */
export const HYDRATED_ATTR = 'data-hydrated'
export const HYDRATED_EVENT = 'app-hydrated'
/** The latest the scripts start after the document was parsed, whatever the pictures and frames do. */
const START_FALLBACK_MS = 5000

export const DEFERRED_START_SCRIPT = `(function(){var d=document,w=window,n=(d.currentScript||{}).nonce||'',fontsOn=false,wanted=false,started=false,events=['pointerdown','touchstart','keydown','focusin','scroll'];
function fonts(){if(fontsOn)return;var s=d.querySelector('style[${DEFERRED_FONTS_ATTR}]');if(!s)return;fontsOn=true;s.media='all';try{sessionStorage.setItem('${FONTS_SEEN_KEY}','1')}catch(e){}}
try{if(sessionStorage.getItem('${FONTS_SEEN_KEY}'))fonts()}catch(e){}
function scripts(){if(started)return;var c=d.getElementById('${DEFERRED_LIST_ID}');if(!c)return;started=true;var l=JSON.parse(c.textContent||'{}');
(l.preloads||[]).forEach(function(u){var e=d.createElement('link');e.rel='preload';e.as='script';e.href=u;e.nonce=n;d.head.appendChild(e)});
(l.scripts||[]).forEach(function(u){var e=d.createElement('script');e.src=u;e.setAttribute('async','');e.nonce=n;d.head.appendChild(e)})}
function start(){wanted=true;fonts();scripts();if(started)events.forEach(function(t){w.removeEventListener(t,start,true)})}
function afterPaint(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start)})})}
function parsed(){setTimeout(start,${START_FALLBACK_MS});whenPicturesLoaded()}
function whenPicturesLoaded(){var p=[].filter.call(d.querySelectorAll('img[fetchpriority=high]'),function(i){return !i.complete}),left=p.length;if(!left)return afterPaint();
p.forEach(function(i){var once=false;function done(){if(once)return;once=true;if(--left===0)afterPaint()}i.addEventListener('load',done);i.addEventListener('error',done)})}
events.forEach(function(t){w.addEventListener(t,start,{capture:true,passive:true})});
var held=null;function hydrated(){return d.documentElement.hasAttribute('${HYDRATED_ATTR}')}
function hold(e,h){e.preventDefault();e.stopPropagation();held=h;start()}
w.addEventListener('click',function(e){if(hydrated()||!e.target||!e.target.closest)return;var b=e.target.closest('button');if(!b||b.disabled||(b.type==='submit'&&b.form))return;hold(e,b)},true);
w.addEventListener('${HYDRATED_EVENT}',function(){var b=held;held=null;if(b&&b.isConnected)b.click()});
w.addEventListener('load',afterPaint);
if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',function(){if(wanted)start();parsed()});else parsed()})()`
