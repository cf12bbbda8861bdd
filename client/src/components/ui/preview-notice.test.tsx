import { screen } from "@testing-library/react";
import * as dates from "../../lib/dates";
import { schoolIdentity } from "../../test/mocks";
import { renderPage } from "../../test/render";
import { PreviewNotice } from "./preview-notice";

const DAY_MS = 24 * 60 * 60 * 1000;

const renderNotice = (item: { publishedAt?: string | null; expiresAt?: string | null }) =>
  renderPage(<PreviewNotice item={item} />, { path: "*", route: "/news/1", mocks: [schoolIdentity()] });

describe("PreviewNotice", () => {
  afterEach(() => jest.restoreAllMocks());

  it("says nothing on a published item's page, and formats no date for it", () => {
    const formatInstant = jest.spyOn(dates, "formatInstant");
    renderNotice({ publishedAt: new Date(Date.now() - DAY_MS).toISOString(), expiresAt: null });
    expect(screen.queryByText("Preview")).not.toBeInTheDocument();
    expect(formatInstant).not.toHaveBeenCalled();
  });

  it("tells staff when a scheduled item appears, in the school's time", () => {
    const formatInstant = jest.spyOn(dates, "formatInstant");
    const publishedAt = new Date(Date.now() + DAY_MS).toISOString();
    renderNotice({ publishedAt, expiresAt: null });
    expect(screen.getByText("Preview")).toBeInTheDocument();
    expect(formatInstant).toHaveBeenCalledWith(publishedAt, "Africa/Johannesburg");
    expect(
      screen.getByText(`Scheduled: parents see it from ${dates.formatInstant(publishedAt, "Africa/Johannesburg")}.`),
    ).toBeInTheDocument();
  });
});
