import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { siteSystem } from "../../../app/theme";
import { IMAGE_MAX_BYTES, ImageField, useImageChoice } from "./image-field";

function Harness() {
  const image = useImageChoice();
  return (
    <ChakraProvider value={siteSystem()}>
      <ImageField label="Image" choice={image.choice} onChoose={image.choose} />
    </ChakraProvider>
  );
}

const pick = (file: File) => userEvent.upload(screen.getByLabelText("Image"), file, { applyAccept: false });

describe("ImageField", () => {
  it("refuses a file that is not an image before any upload", async () => {
    render(<Harness />);
    await pick(new File(["%PDF-"], "form.pdf", { type: "application/pdf" }));
    expect(screen.getByText("Please upload an image file")).toBeInTheDocument();
  });

  it("refuses an image over 5 MB", async () => {
    render(<Harness />);
    await pick(new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], "big.png", { type: "image/png" }));
    expect(screen.getByText("Image must be less than 5MB")).toBeInTheDocument();
  });

  it("shows a preview of an accepted image, with the size hint", async () => {
    render(<Harness />);
    expect(screen.getByText("PNG, JPG, GIF up to 5MB")).toBeInTheDocument();
    await pick(new File([new Uint8Array([137, 80, 78, 71])], "photo.png", { type: "image/png" }));
    expect(await screen.findByAltText("Preview of the chosen image")).toHaveAttribute(
      "src",
      expect.stringMatching(/^data:image\/png/),
    );
  });

  it("says so when the image cannot be read", async () => {
    const failing = jest.spyOn(FileReader.prototype, "readAsDataURL").mockImplementation(function (this: FileReader) {
      this.onerror?.(new ProgressEvent("error") as ProgressEvent<FileReader>);
    });
    render(<Harness />);
    await pick(new File(["x"], "photo.png", { type: "image/png" }));
    expect(await screen.findByText("Failed to process image")).toBeInTheDocument();
    failing.mockRestore();
  });
});
