import type { Page } from '@playwright/test';

/** The control that has focus, as a keyboard user sees it. */
export interface FocusedControl {
  /** Its `markReachableControls()` index, or `unlisted TAG` for a control not in that list. */
  key: string;
  /** Its accessible label or text, shortened. */
  label: string;
  /**
   * It shows a focus ring: an outline of 2 px or more, or a box shadow, not
   * cut off by an ancestor that clips its overflow.
   */
  ring: boolean;
  /** Some of it is on screen and on top: not covered by the sticky header or anything else (WCAG 2.4.11). */
  unobscured: boolean;
}

/**
 * Marks every control a keyboard user should reach (rendered links, buttons,
 * fields, `<summary>` toggles and `tabindex="0"` elements, except those taken out of the tab
 * order with `tabindex="-1"`, such as the contact form's honeypot, and the
 * unchecked radio buttons of a group, which the arrow keys reach) with `data-keyboard-walk` = its index,
 * and returns them as `"INDEX tag "label""` lines.
 */
export function markReachableControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select, summary, [tabindex="0"]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter(
        (element) =>
          element.tabIndex >= 0 &&
          element.checkVisibility({ visibilityProperty: true, checkVisibilityCSS: true } as CheckVisibilityOptions) &&
          // Of a group of radio buttons, Tab reaches the checked one; the arrow keys choose the others.
          !(element instanceof HTMLInputElement && element.type === 'radio' && !element.checked),
      )
      .map((element, index) => {
        element.dataset.keyboardWalk = String(index);
        return `${index} ${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
      });
  });
}

/**
 * The focused control, or null when focus is on the page itself, as the
 * visitor sees it at this moment. The page may still be answering the focus
 * (the quote estimator scrolls a field its sticky total hides), so assert
 * on it with `expect.poll`, which reads it again until it holds.
 */
export function focusedControl(page: Page): Promise<FocusedControl | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    // WCAG 2.4.11: some of the focused control shows. Sample a 3×3 grid of
    // the part of it inside the viewport for a point where it is on top.
    const rect = element.getBoundingClientRect();
    const [left, right] = [Math.max(rect.left, 0), Math.min(rect.right, innerWidth)];
    const [top, bottom] = [Math.max(rect.top, 0), Math.min(rect.bottom, innerHeight)];
    const fractions = [0.1, 0.5, 0.9];
    const shows =
      left < right &&
      top < bottom &&
      fractions.some((fx) =>
        fractions.some((fy) => {
          const hit = document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy);
          return hit !== null && (element.contains(hit) || hit.contains(element));
        }),
      );
    // The ring is drawn outside the box: no ancestor that clips its
    // overflow may cut it off.
    const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
    let clipped = false;
    for (let ancestor = element.parentElement; ancestor && !clipped; ancestor = ancestor.parentElement) {
      const ancestorStyle = getComputedStyle(ancestor);
      if (ancestorStyle.overflowX === 'visible' && ancestorStyle.overflowY === 'visible') continue;
      const box = ancestor.getBoundingClientRect();
      clipped =
        rect.left - reach < box.left - 0.5 ||
        rect.top - reach < box.top - 0.5 ||
        rect.right + reach > box.right + 0.5 ||
        rect.bottom + reach > box.bottom + 0.5;
    }
    return {
      key: element.dataset.keyboardWalk ?? `unlisted ${element.tagName.toLowerCase()}`,
      label: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40),
      ring:
        ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none') &&
        !clipped,
      unobscured: shows,
    };
  });
}

/** What a keyboard user would find wrong with `stop`: no focus ring (or a clipped one), or a covered control. */
export function focusFaults(stop: FocusedControl): string[] {
  return [
    ...(stop.ring ? [] : [`${stop.key} "${stop.label}" has no focus ring, or a clipped one`]),
    ...(stop.unobscured ? [] : [`${stop.key} "${stop.label}" is covered`]),
  ];
}
