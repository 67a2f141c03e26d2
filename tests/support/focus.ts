import type { Page } from '@playwright/test';

/**
 * The least share of a focused control a visitor must see: on screen and
 * under no fixed or sticky box. WCAG 2.2, 2.4.11 asks only that it is not
 * entirely hidden; the site asks for half, so that a visitor can tell what
 * has the focus.
 */
const minShownShare = 0.5;

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
  /** The share of it the visitor sees (`readFocus`), from 0 to 1. */
  shown: number;
  /** At least `minShownShare` of it shows: the one rule for "focus hidden" of every browser test. */
  inSight: boolean;
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
 * The focused control as the visitor sees it once the page is still, or
 * null when focus is on the page itself. Runs in the page, as one call per
 * stop. First it waits until the scroll position, the visual viewport and
 * the control's box are the same in `stillFrames` successive animation
 * frames (the page may still be scrolling to the focus, smoothly, or
 * moving it clear of a bar), so the answer is what stays on screen, however
 * busy the machine. `shown`: the part of the control's box inside the
 * visual viewport (`visualViewport`) and under no fixed or sticky box drawn
 * over it (the sticky header, the estimator's total bar), as a share of
 * what could show (a control taller than the free band between those boxes
 * counts as shown when it fills the band); boxes that hold the control, or
 * that it is drawn over (the skip link over the header), do not hide it.
 */
async function readFocus(stillFrames: number): Promise<Omit<FocusedControl, 'inSight'> | null> {
  const control = document.activeElement as HTMLElement | null;
  if (!control || control === document.body) return null;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const state = () => {
    const box = control.getBoundingClientRect();
    const view = visualViewport!;
    return [
      scrollX,
      scrollY,
      view.offsetLeft,
      view.offsetTop,
      view.width,
      view.height,
      box.x,
      box.y,
      box.width,
      box.height,
    ].join();
  };
  // At most about ten seconds of frames: a page that never settles is measured as it is.
  for (let still = 0, last = state(), frames = 0; still < stillFrames && frames < 600; frames++) {
    await frame();
    const now = state();
    still = now === last ? still + 1 : 0;
    last = now;
  }
  const box = control.getBoundingClientRect();
  const view = visualViewport!;
  const [viewTop, viewBottom] = [view.offsetTop, view.offsetTop + view.height];
  const [viewLeft, viewRight] = [view.offsetLeft, view.offsetLeft + view.width];
  // Fixed and sticky boxes across the control's columns, drawn over it where they meet.
  const covers = [...document.querySelectorAll<HTMLElement>('body *')]
    .filter((other) => {
      const { position } = getComputedStyle(other);
      if (position !== 'fixed' && position !== 'sticky') return false;
      if (other.contains(control) || control.contains(other) || !other.checkVisibility()) return false;
      const rect = other.getBoundingClientRect();
      const [left, right] = [Math.max(rect.left, box.left, viewLeft), Math.min(rect.right, box.right, viewRight)];
      const [top, bottom] = [Math.max(rect.top, viewTop), Math.min(rect.bottom, viewBottom)];
      if (left >= right || top >= bottom) return false;
      // Which is on top where they meet (or, apart, at the control's nearest row).
      const middle = (Math.max(rect.top, box.top) + Math.min(rect.bottom, box.bottom)) / 2;
      const hit = document.elementFromPoint((left + right) / 2, Math.max(top, Math.min(bottom - 1, middle)));
      return hit !== null && other.contains(hit);
    })
    .map((other) => other.getBoundingClientRect())
    .sort((a, b) => a.top - b.top);
  // The viewport's rows under no cover, as bands.
  const bands: [number, number][] = [];
  let from = viewTop;
  for (const cover of covers) {
    if (cover.top > from) bands.push([from, Math.min(cover.top, viewBottom)]);
    from = Math.max(from, cover.bottom);
  }
  if (from < viewBottom) bands.push([from, viewBottom]);
  const shownHeight = bands.reduce(
    (sum, [top, bottom]) => sum + Math.max(0, Math.min(bottom, box.bottom) - Math.max(top, box.top)),
    0,
  );
  const couldShowHeight = Math.min(box.height, Math.max(0, ...bands.map(([top, bottom]) => bottom - top)));
  const shownWidth = Math.max(0, Math.min(box.right, viewRight) - Math.max(box.left, viewLeft));
  const couldShowWidth = Math.min(box.width, viewRight - viewLeft);
  const shown =
    couldShowHeight > 0 && couldShowWidth > 0
      ? (Math.min(shownHeight, couldShowHeight) / couldShowHeight) * (shownWidth / couldShowWidth)
      : 0;

  // The ring is drawn outside the box: no ancestor that clips its overflow may cut it off.
  const style = getComputedStyle(control);
  const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
  let clipped = false;
  for (let ancestor = control.parentElement; ancestor && !clipped; ancestor = ancestor.parentElement) {
    const ancestorStyle = getComputedStyle(ancestor);
    if (ancestorStyle.overflowX === 'visible' && ancestorStyle.overflowY === 'visible') continue;
    const rect = ancestor.getBoundingClientRect();
    clipped =
      box.left - reach < rect.left - 0.5 ||
      box.top - reach < rect.top - 0.5 ||
      box.right + reach > rect.right + 0.5 ||
      box.bottom + reach > rect.bottom + 0.5;
  }
  return {
    key: control.dataset.keyboardWalk ?? `unlisted ${control.tagName.toLowerCase()}`,
    label: (control.getAttribute('aria-label') ?? control.textContent ?? control.id).trim().slice(0, 40),
    ring:
      ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none') &&
      !clipped,
    shown,
  };
}

/**
 * The focused control, or null when focus is on the page itself, as the
 * visitor sees it once the page is still (`readFocus`), and whether it is
 * in sight: the one rule, `minShownShare`.
 */
export async function focusedControl(page: Page): Promise<FocusedControl | null> {
  // Five still frames: more than the estimator waits before it moves a field clear of its total (two),
  // and than a busy browser takes to start its own smooth scrolling to the focus.
  const control = await page.evaluate(readFocus, 5);
  return control && { ...control, inSight: control.shown >= minShownShare };
}

/** What a keyboard user would find wrong with `stop`: no focus ring (or a clipped one), or a covered control. */
export function focusFaults(stop: FocusedControl): string[] {
  return [
    ...(stop.ring ? [] : [`${stop.key} "${stop.label}" has no focus ring, or a clipped one`]),
    ...(stop.inSight ? [] : [`${stop.key} "${stop.label}" is ${Math.round((1 - stop.shown) * 100)} % out of sight`]),
  ];
}
