import { AspectRatio, Box, Card, Container, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { Suspense, lazy, useState } from "react";
import { useSchoolTimeZone } from "../../../api/school-identity";
import { PageMeta } from "../../../components/page-meta";
import { FilterBar } from "../../../components/ui/filter-bar";
import { LoadMoreButton } from "../../../components/ui/load-more-button";
import { PageHero } from "../../../components/ui/page-hero";
import { PicturePlaceholder } from "../../../components/ui/picture-placeholder";
import { ResponsiveImage, pickImage } from "../../../components/ui/responsive-image";
import { SelectField } from "../../../components/ui/select-field";
import { EmptyState, ErrorState, LoadingState, retry } from "../../../components/ui/state-message";
import { formatDateTime } from "../../../lib/dates";
import { useQueryParam } from "../../../lib/use-search-params-state";
import { useAlbums } from "../api/albums";
import { useGalleryItems } from "../api/gallery-items";

/** The filter's value for every album. */
const ALL = "";

/** The shape of a photo's box, and of the placeholder of an item whose photo is missing. */
const PHOTO_RATIO = 4 / 3;

const GalleryLightbox = lazy(async () => ({
  default: (await import("../components/gallery-lightbox")).GalleryLightbox,
}));

export function GalleryPage() {
  const [album, setAlbum] = useQueryParam("album");
  const { data, loading, error, refetch, loadMore } = useGalleryItems(album);
  const albums = useAlbums().data?.albums ?? [];
  const timeZone = useSchoolTimeZone();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const items = data?.galleryItems.nodes ?? [];
  const withImages = items.filter((item) => item.responsiveImage?.src || item.imageUrl);

  let body;
  if (error && !data)
    body = <ErrorState message="Failed to load the gallery. Please try again later." onRetry={retry(refetch)} />;
  else if (loading && !data) body = <LoadingState label="Loading gallery..." />;
  else if (items.length === 0)
    body = album ? (
      <EmptyState title="No photos in this album yet" message="Choose another album, or All albums." />
    ) : (
      <EmptyState title="No photos yet" message="Photos of school life will appear here soon." />
    );
  else
    body = (
      <>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="6" aria-label="Photos">
          {items.map((item) => {
            const image = pickImage(item.responsiveImage, item.imageUrl);
            const photoIndex = withImages.indexOf(item);
            return (
              <Box as="li" key={item.id} display="flex">
                <Card.Root overflow="hidden" w="full">
                  {image ? (
                    <Box
                      as="button"
                      aria-label={`View larger: ${item.title}`}
                      onClick={() => setOpenIndex(photoIndex)}
                      cursor="zoom-in"
                      display="block"
                      w="full"
                      _focusVisible={{ outline: "3px solid", outlineColor: "school.500", outlineOffset: "-3px" }}
                    >
                      <AspectRatio ratio={PHOTO_RATIO} bg="school.50">
                        <ResponsiveImage
                          image={image}
                          alt={item.alt}
                          sizes="(min-width: 62rem) 33vw, (min-width: 30rem) 50vw, 100vw"
                          objectFit="cover"
                        />
                      </AspectRatio>
                    </Box>
                  ) : (
                    <PicturePlaceholder ratio={PHOTO_RATIO} />
                  )}
                  <Card.Body gap="1">
                    <Heading as="h2" size="md">
                      {item.title}
                    </Heading>
                    {item.description && <Text color="fg.muted">{item.description}</Text>}
                    <Text fontSize="sm" color="fg.muted">
                      <time dateTime={item.date}>{formatDateTime(item.date, timeZone)}</time>
                    </Text>
                  </Card.Body>
                </Card.Root>
              </Box>
            );
          })}
        </SimpleGrid>
        {data?.galleryItems.pageInfo.hasNextPage && (
          <LoadMoreButton loading={loading} onClick={() => void loadMore().catch(() => undefined)} />
        )}
      </>
    );

  return (
    <>
      <PageMeta
        page="School Gallery"
        description="Photos of life at our school: classrooms, sport, culture and celebrations."
      />
      <PageHero title="School Gallery" subtitle="Moments from classrooms, sports fields, stages and celebrations." />
      <Container maxW="7xl" py={{ base: "8", md: "12" }}>
        {albums.length > 0 && (
          <FilterBar label="Filter photos">
            <SelectField
              label="Album"
              name="album"
              value={album}
              onChange={setAlbum}
              options={[
                { value: ALL, label: "All albums" },
                ...albums.map(({ id, name }) => ({ value: id, label: name })),
              ]}
            />
          </FilterBar>
        )}
        <Box aria-live="polite">{body}</Box>
      </Container>
      {openIndex !== null && (
        <Suspense>
          <GalleryLightbox
            index={openIndex}
            onClose={() => setOpenIndex(null)}
            slides={withImages.map((item) => ({
              src: item.responsiveImage?.src || item.imageUrl || "",
              srcset: item.responsiveImage?.srcset,
              width: item.responsiveImage?.width,
              height: item.responsiveImage?.height,
              alt: item.alt,
              title: item.title,
              description: item.description,
            }))}
          />
        </Suspense>
      )}
    </>
  );
}
