import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { RouteErrorBoundary } from "./route-error";
import { siteSystem } from "./theme";

function Broken(): never {
  throw new Error("boom");
}

describe("RouteErrorBoundary", () => {
  it("shows 'Unexpected Application Error!' when a page fails to render, and recovers on the next page", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const view = render(
      <ChakraProvider value={siteSystem()}>
        <MemoryRouter>
          <RouteErrorBoundary resetKey="/broken">
            <Broken />
          </RouteErrorBoundary>
        </MemoryRouter>
      </ChakraProvider>,
    );
    expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    view.rerender(
      <ChakraProvider value={siteSystem()}>
        <MemoryRouter>
          <RouteErrorBoundary resetKey="/news">
            <p>News page</p>
          </RouteErrorBoundary>
        </MemoryRouter>
      </ChakraProvider>,
    );
    expect(screen.getByText("News page")).toBeInTheDocument();
    error.mockRestore();
  });
});
