import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const UploadContentPictureMutation = graphql(`
  mutation UploadContentPicture($image: Upload!) {
    uploadContentPicture(image: $image) {
      ...PictureField_picture
    }
  }
`);

/** Stores a picture for a page; the page names it by its assetId once saved. Nothing to cache. */
export function useUploadContentPicture() {
  return useMutation(UploadContentPictureMutation);
}
