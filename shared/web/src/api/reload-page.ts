/** Its own module so tests can replace it: jsdom can neither reload nor let `location.reload` be redefined. */
export function reloadPage(): void {
  window.location.reload();
}
