/**
 * Where a navbar or tab bar popup mounts: an empty slot rendered right after its trigger.
 *
 * In the DOM the popup then follows its trigger, so Tab moves from the trigger into it. The slot is inline and
 * empty, so it has no width of its own: Arco places the popup against the nearest positioned ancestor (the navbar,
 * the tab bar) and keeps it inside that. A container as narrow as an icon button, as before, made Arco clamp a
 * right-aligned popup to the button's left edge, and the popup ran off the right of the screen.
 */
export function PopupSlot() {
  return <span data-popup-slot="" />;
}

/** `getPopupContainer` for a trigger followed by a `<PopupSlot />`. */
export function popupSlotAfter(trigger: HTMLElement): Element {
  const next = trigger.nextElementSibling;
  return next?.hasAttribute('data-popup-slot') ? next : document.body;
}
