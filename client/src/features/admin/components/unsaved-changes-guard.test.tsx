import { ChakraProvider } from "@chakra-ui/react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import type { FormEvent } from "react";
import { BrowserRouter, Link, Outlet, Route } from "react-router-dom";
import { siteSystem } from "../../../app/theme";
import { GuardedRoutes, useConfirmLeave, useUnsavedChangesGuard } from "./unsaved-changes-guard";

const EDITOR_PATH = "/admin/content/home";
const submitted = jest.fn();

/** A whole-page editor as the panel's are built: dirty until what it holds is saved. */
function HomeEditor() {
  const [saved, setSaved] = useState("Welcome");
  const [text, setText] = useState(saved);
  useUnsavedChangesGuard(text !== saved);
  const save = (event: FormEvent) => {
    event.preventDefault();
    submitted();
    setSaved(text);
  };
  return (
    <form onSubmit={save} aria-label="Edit Home">
      <label>
        Heading
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit">Save changes</button>
    </form>
  );
}

function SignOutButton() {
  const confirmLeave = useConfirmLeave();
  const [signedOut, setSignedOut] = useState(false);
  return signedOut ? (
    <p>Signed out</p>
  ) : (
    <button type="button" onClick={() => confirmLeave(() => setSignedOut(true))}>
      Logout
    </button>
  );
}

/** The sidebar's links and Logout beside the page, as the panel's layout draws them. */
function PanelLayout() {
  return (
    <>
      <nav aria-label="Admin">
        <Link to="/admin/news">News</Link>
        <Link to={EDITOR_PATH}>Site content</Link>
        <a href="#heading">Skip to the heading</a>
        <SignOutButton />
      </nav>
      <Outlet />
    </>
  );
}

/** The panel in the browser's own history (Back and Forward are the browser's), opened at `path`. */
function renderPanel(path = EDITOR_PATH) {
  window.history.replaceState(null, "", path);
  return render(
    <ChakraProvider value={siteSystem()}>
      <BrowserRouter>
        <GuardedRoutes>
          <Route element={<PanelLayout />}>
            <Route path={EDITOR_PATH} element={<HomeEditor />} />
            <Route path="/admin/news" element={<h1>News Management</h1>} />
          </Route>
        </GuardedRoutes>
      </BrowserRouter>
    </ChakraProvider>,
  );
}

const heading = () => screen.getByRole("textbox", { name: "Heading" });
const sidebarLink = (name: string) =>
  within(screen.getByRole("navigation", { name: "Admin" })).getByRole("link", { name });

/** Whether the browser would warn before a reload or a closed tab now. */
function warnsBeforeUnload(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function edit(text = "Welcome, new families") {
  const user = userEvent.setup();
  await user.clear(heading());
  await user.type(heading(), text);
  return user;
}

beforeEach(() => submitted.mockClear());

describe("GuardedRoutes", () => {
  it("lets a clean editor go wherever a link leads, unasked", async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(warnsBeforeUnload()).toBe(false);
    await user.click(sidebarLink("News"));
    expect(await screen.findByRole("heading", { name: "News Management" })).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("asks before a link leaves unsaved changes; Keep editing stays with them, and submits nothing", async () => {
    renderPanel();
    const user = await edit();
    await user.click(sidebarLink("News"));

    const prompt = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    expect(within(prompt).getByRole("button", { name: "Keep editing" })).toHaveFocus();
    await user.click(within(prompt).getByRole("button", { name: "Keep editing" }));

    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(heading()).toHaveValue("Welcome, new families");
    expect(window.location.pathname).toBe(EDITOR_PATH);
    expect(screen.queryByRole("heading", { name: "News Management" })).not.toBeInTheDocument();
    expect(submitted).not.toHaveBeenCalled();
  });

  it("follows the link once staff choose Discard changes", async () => {
    renderPanel();
    const user = await edit();
    await user.click(sidebarLink("News"));
    await user.click(await screen.findByRole("button", { name: "Discard changes" }));

    expect(await screen.findByRole("heading", { name: "News Management" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/admin/news");
    expect(submitted).not.toHaveBeenCalled();
    expect(warnsBeforeUnload()).toBe(false);
  });

  it("lets a link to a part of the same page through", async () => {
    renderPanel();
    const user = await edit();
    await user.click(sidebarLink("Skip to the heading"));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(heading()).toHaveValue("Welcome, new families");
  });

  it("steps back from the browser's Back to the editor and asks; Discard changes goes back after all", async () => {
    const user = userEvent.setup();
    renderPanel("/admin/news");
    await user.click(sidebarLink("Site content"));
    await edit();

    act(() => window.history.back());
    const prompt = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await waitFor(() => expect(window.location.pathname).toBe(EDITOR_PATH));
    await user.click(within(prompt).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(heading()).toHaveValue("Welcome, new families");

    act(() => window.history.back());
    await user.click(await screen.findByRole("button", { name: "Discard changes" }));
    expect(await screen.findByRole("heading", { name: "News Management" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/admin/news");
  });

  it("asks before a leave that is not a link, such as signing out", async () => {
    renderPanel();
    const user = await edit();
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await user.click(await screen.findByRole("button", { name: "Discard changes" }));
    expect(await screen.findByText("Signed out")).toBeInTheDocument();
  });

  it("warns before a reload or a closed tab only while something is unsaved", async () => {
    renderPanel();
    expect(warnsBeforeUnload()).toBe(false);
    const user = await edit();
    expect(warnsBeforeUnload()).toBe(true);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(warnsBeforeUnload()).toBe(false);
  });

  it("lets staff leave unasked once their changes are saved", async () => {
    renderPanel();
    const user = await edit();
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await user.click(sidebarLink("News"));
    expect(await screen.findByRole("heading", { name: "News Management" })).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
