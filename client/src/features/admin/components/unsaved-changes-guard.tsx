import { Dialog, Portal, Text } from "@chakra-ui/react";
import { createContext, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { ReactNode } from "react";
import { flushSync } from "react-dom";
import { Routes, useLocation } from "react-router-dom";
import { KeepOrDiscardButtons } from "./keep-or-discard-buttons";

interface UnsavedChangesGuardApi {
  /** Counts one more editor with unsaved changes; the answer uncounts it. */
  hold: () => () => void;
  /** Runs `leave` at once, or once staff choose Discard changes while something is unsaved. */
  confirmLeave: (leave: () => void) => void;
}

const GuardContext = createContext<UnsavedChangesGuardApi | null>(null);

/** A history entry's place in the session, as React Router writes it into the entry's state. */
function entryIndex(state: unknown): number | null {
  const index = (state as { idx?: unknown } | null)?.idx;
  return typeof index === "number" ? index : null;
}

/** The link a plain click leaves the page `here` by; none for a new tab, a download or a part of this page. */
function linkLeaving(event: MouseEvent, here: string): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return null;
  if (link.target && link.target !== "_self") return null;
  const to = new URL(link.href);
  return to.origin !== window.location.origin || to.pathname + to.search !== here ? link : null;
}

/**
 * The panel's routes, guarding unsaved changes: while an editor below holds the guard, leaving its page
 * asks first. A link (the sidebar's or any other), Back or Forward, and Logout show the unsaved-changes
 * prompt; a reload or a closed tab, the browser's warning. The app's router is declarative and has no
 * blocker, so a link's click is stopped before the router sees it, and when the router moves by itself
 * (Back or Forward) these routes go on drawing the page staff were on while the browser steps back to it.
 */
export function GuardedRoutes({ children }: { children: ReactNode }) {
  const location = useLocation();
  const holdCount = useRef(0);
  const [held, setHeld] = useState(false);
  // Set when staff discard, until the page changes: the leave they chose goes through unasked.
  const [disarmed, setDisarmed] = useState(false);
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);
  // The page the routes draw: the router's, except another page the router moved to while guarded.
  const [shown, setShown] = useState(location);
  const guarding = held && !disarmed;
  const movedAway = guarding && (location.pathname !== shown.pathname || location.search !== shown.search);
  if (location.key !== shown.key && !movedAway) {
    setShown(location);
    setDisarmed(false);
  }
  // The history entry of the page shown, for how far the browser moved from it.
  const shownEntry = useRef<number | null>(null);

  useEffect(() => {
    shownEntry.current = entryIndex(window.history.state);
  }, [shown.key]);

  useEffect(() => {
    if (!movedAway) return;
    const from = shownEntry.current;
    const to = entryIndex(window.history.state);
    // A replaced entry cannot be gone back to, and one React Router did not write has no known distance:
    // the move then stands.
    if (from === null || to === null || from === to) {
      setDisarmed(true);
      return;
    }
    window.history.go(from - to);
    setPendingLeave(() => () => window.history.go(to - from));
  }, [movedAway]);

  const api = useMemo<UnsavedChangesGuardApi>(
    () => ({
      hold: () => {
        holdCount.current += 1;
        setHeld(true);
        return () => {
          holdCount.current -= 1;
          setHeld(holdCount.current > 0);
        };
      },
      confirmLeave: (leave) => {
        if (holdCount.current > 0) setPendingLeave(() => leave);
        else leave();
      },
    }),
    [],
  );

  const here = shown.pathname + shown.search;
  useEffect(() => {
    if (!guarding) return;
    const warnBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // In the capture phase on the document, before React Router's link handles the click.
    const askBeforeFollowing = (event: MouseEvent) => {
      const link = linkLeaving(event, here);
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      setPendingLeave(() => () => link.click());
    };
    window.addEventListener("beforeunload", warnBeforeUnload);
    document.addEventListener("click", askBeforeFollowing, true);
    return () => {
      window.removeEventListener("beforeunload", warnBeforeUnload);
      document.removeEventListener("click", askBeforeFollowing, true);
    };
  }, [guarding, here]);

  const keepEditing = () => setPendingLeave(null);
  const discard = () => {
    setPendingLeave(null);
    // At once, so the listeners are gone before the leave: the click it repeats, or the page it unloads.
    flushSync(() => setDisarmed(true));
    pendingLeave?.();
  };

  return (
    <GuardContext.Provider value={api}>
      <Routes location={shown}>{children}</Routes>
      <Dialog.Root
        open={pendingLeave !== null}
        onOpenChange={(details) => !details.open && keepEditing()}
        role="alertdialog"
        size="sm"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>Leave without saving?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>Your changes on this page are not saved. If you leave, they will be lost.</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <KeepOrDiscardButtons onKeepEditing={keepEditing} onDiscard={discard} />
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </GuardContext.Provider>
  );
}

/**
 * Reports whether a page's editor has unsaved changes: while `dirty`, leaving asks first (inside
 * GuardedRoutes; elsewhere it does nothing).
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const guard = useContext(GuardContext);
  useEffect(() => (dirty ? guard?.hold() : undefined), [dirty, guard]);
}

/** Runs a leave that is not a link (signing out, say) once unsaved changes, if any, are discarded. */
export function useConfirmLeave(): (leave: () => void) => void {
  const guard = useContext(GuardContext);
  return guard?.confirmLeave ?? ((leave) => leave());
}
