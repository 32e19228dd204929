import type { Page } from 'playwright-core';

/**
 * What a look at a screenshot may miss, found in the page itself: a page
 * wider than the window, text clipped without an ellipsis, words of the API
 * or event-type names shown to people, and clock times with no zone after
 * them. Each is a lead for the eye, not a verdict: the picture decides.
 */
export async function findLeads(page: Page): Promise<string[]> {
  // tsx names the functions it compiles through a helper of its own (__name), which the page lacks.
  await page.evaluate('window.__name = (fn) => fn');
  return page.evaluate(() => {
    const leads: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) leads.push(`page is ${root.scrollWidth}px wide in a ${window.innerWidth}px window`);
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!(element instanceof HTMLElement) || !visible(element) || element.closest('[data-tour-ignore], svg, canvas, table')) continue;
      const style = getComputedStyle(element);
      const ownText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
      if (ownText && style.overflowX !== 'visible' && style.textOverflow !== 'ellipsis' && element.scrollWidth > element.clientWidth + 1) {
        leads.push(`clipped text: "${element.textContent!.trim().slice(0, 60)}"`);
      }
      // Something poking out of the window's right edge (not in a scroller made for it).
      const box = element.getBoundingClientRect();
      if (ownText && box.right > window.innerWidth + 1 && !element.closest('[data-scrolls-sideways], .overflow-x-auto, .overflow-auto')) {
        leads.push(`past the right edge (${Math.round(box.right)}px): "${element.textContent!.trim().slice(0, 60)}"`);
      }
    }
    const text = document.body.innerText;
    for (const match of text.matchAll(
      /\b[a-z]+(?:_[a-z0-9]+)+\b|\b(?:Attendee|Event|Seat|Seating|Journey|Alert|Guest|Host|Pass|Ticket)[A-Z][A-Za-z]+\b|\b(?:undefined|null|NaN)\b|\[object Object\]/g,
    )) {
      leads.push(`API word: "${match[0]}" in "${text.slice(Math.max(0, match.index! - 30), match.index! + 40).replace(/\s+/g, ' ')}"`);
    }
    for (const match of text.matchAll(/\b\d{1,2}:\d{2}(?:\s?[AaPp]\.?[Mm]\.?)?(?![\s\S]{0,14}\b(?:[A-Z]{2,5}|GMT[+-]?\d*|UTC[+-]?\d*)\b)/g)) {
      leads.push(`time without a zone: "${text.slice(Math.max(0, match.index! - 30), match.index! + 20).replace(/\s+/g, ' ')}"`);
    }
    return [...new Set(leads)].slice(0, 25);
  });
}
