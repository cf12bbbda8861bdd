import { Button, Center } from "@chakra-ui/react";

export function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <Center mt="8">
      <Button
        size="lg"
        variant="outline"
        colorPalette="school"
        loading={loading}
        loadingText="Loading..."
        onClick={onClick}
      >
        Load more
      </Button>
    </Center>
  );
}
