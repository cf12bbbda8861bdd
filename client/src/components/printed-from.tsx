import { Text } from "@chakra-ui/react";
import { useLocation } from "react-router-dom";
import { usePublicUrl } from "../lib/page-context";

/** The page's address at the foot of a printout, so a paper copy leads back to it; screens never show it. */
export function PrintedFrom() {
  const { pathname } = useLocation();
  const publicUrl = usePublicUrl();
  return (
    <Text display="none" _print={{ display: "block" }} mt="10" pt="4" borderTopWidth="1px" fontSize="sm">
      Printed from {publicUrl}
      {pathname}
    </Text>
  );
}
