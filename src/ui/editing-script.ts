/**
 * The editing mode's link rule (spec 1 §6: clicks on links are not followed) before hydration: React's
 * capture handler in EditingMode only exists once the page has hydrated, and a click before that would
 * leave the editor's preview. Inline in the preview page, with the response's CSP nonce.
 */
export const EDITING_LINKS_SCRIPT = `(function(){function s(e){var t=e.target;if(t instanceof Element&&t.closest('[data-editing] a[href]'))e.preventDefault()}document.addEventListener('click',s,true);document.addEventListener('auxclick',s,true)})()`
