import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { SubmitContactMessageDocument } from "../../../gql/graphql";
import { preferReducedMotion } from "../../../test/browser";
import { answer } from "../../../test/mocks";
import { renderPage } from "../../../test/render";
import { ContactForm, SENDING_MIN_MS } from "./contact-form";

const input = {
  name: "Thandi Mokoena",
  email: "thandi@example.com",
  subject: "Admissions",
  message: "May we visit?",
  website: null,
};

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name/), input.name);
  await user.type(screen.getByLabelText(/E-mail address/), input.email);
  await user.selectOptions(screen.getByLabelText(/Subject/), "Admissions");
  await user.type(screen.getByLabelText(/Message/), input.message);
}

describe("ContactForm", () => {
  afterEach(() => jest.useRealTimers());

  it("offers the subjects after a disabled placeholder", () => {
    renderPage(<ContactForm />, { path: "/contact" });
    const options = screen.getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Select a subject",
      "Admissions",
      "Academic Inquiry",
      "Events",
      "Careers",
      "Other",
    ]);
    expect(options[0]).toBeDisabled();
  });

  it("preselects a subject named in the address, as the footer's Careers link does", () => {
    renderPage(<ContactForm />, { path: "/contact", route: "/contact?subject=Careers" });
    expect(screen.getByLabelText(/Subject/)).toHaveValue("Careers");
  });

  it("requires every field and checks the e-mail address, sending nothing", async () => {
    const user = userEvent.setup();
    renderPage(<ContactForm />, { path: "/contact" });
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByText("Please enter your name")).toBeInTheDocument();
    expect(screen.getByText("Please enter your e-mail address")).toBeInTheDocument();
    expect(screen.getByText("Please choose a subject")).toBeInTheDocument();
    expect(screen.getByText("Please enter a message")).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveFocus();

    await user.type(screen.getByLabelText(/E-mail address/), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByText("Please enter a valid e-mail address")).toBeInTheDocument();
  });

  it("sends the message, shows 'sending' for at least 1.5 s, then 'sent' in view and focused until the parent writes another", async () => {
    jest.useFakeTimers();
    const scrollIntoView = jest.spyOn(Element.prototype, "scrollIntoView");
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<ContactForm />, {
      path: "/contact",
      mocks: [answer(SubmitContactMessageDocument, { input }, { submitContactMessage: true })],
    });
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(screen.getByRole("button", { name: /Sending/ })).toBeDisabled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SENDING_MIN_MS - 100);
    });
    expect(screen.queryByText("Message sent!")).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    const confirmation = screen.getByRole("status");
    expect(confirmation).toHaveTextContent("Message sent!");
    expect(confirmation).toHaveFocus();
    expect(scrollIntoView.mock.contexts).toContain(confirmation);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: "smooth" }));
    expect(screen.queryByLabelText(/Full name/)).not.toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.getByText("Message sent!")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Send another message" }));
    expect(screen.queryByText("Message sent!")).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue("");
    expect(screen.getByLabelText(/Full name/)).toHaveFocus();
    expect(screen.getByLabelText(/Message/)).toHaveValue("");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
    scrollIntoView.mockRestore();
  });

  it("brings the confirmation into view without smooth scrolling when the device asks for less motion", async () => {
    const restore = preferReducedMotion();
    const scrollIntoView = jest.spyOn(Element.prototype, "scrollIntoView");
    const user = userEvent.setup();
    renderPage(<ContactForm />, {
      path: "/contact",
      mocks: [answer(SubmitContactMessageDocument, { input }, { submitContactMessage: true })],
    });
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const confirmation = await screen.findByRole("status", {}, { timeout: 4000 });
    expect(scrollIntoView.mock.contexts).toContain(confirmation);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: "auto" }));
    scrollIntoView.mockRestore();
    restore();
  });

  it("explains a refusal for too many messages, offering the phone number", async () => {
    const user = userEvent.setup();
    renderPage(<ContactForm phone="011 555 0100" />, {
      path: "/contact",
      mocks: [
        {
          request: { query: SubmitContactMessageDocument, variables: { input } },
          result: {
            errors: [
              new GraphQLError("Too many attempts. Please try again later.", {
                extensions: { code: "LimitExceededException" },
              }),
            ],
          },
        },
      ],
    });
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(
      await screen.findByText(/You have sent several messages in a short time/, {}, { timeout: 4000 }),
    ).toHaveTextContent("011 555 0100");
    expect(screen.getByLabelText(/Full name/)).toHaveValue(input.name);
  });

  it("shows the server's field messages", async () => {
    const user = userEvent.setup();
    renderPage(<ContactForm />, {
      path: "/contact",
      mocks: [
        {
          request: { query: SubmitContactMessageDocument, variables: { input } },
          result: {
            errors: [
              new GraphQLError("Invalid input: email", {
                extensions: { code: "BAD_USER_INPUT", fields: { email: "Please enter a valid e-mail address" } },
              }),
            ],
          },
        },
      ],
    });
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Please enter a valid e-mail address", {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
