/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query SchoolIdentity {\n    school {\n      name\n      motto\n      address\n      phone\n      email\n      timeZone\n    }\n  }\n": typeof types.SchoolIdentityDocument,
    "\n  query UrgentAnnouncement($first: Int!) {\n    announcements(priority: high, first: $first) {\n      nodes {\n        id\n        title\n        urgent\n        updatedAt\n      }\n    }\n  }\n": typeof types.UrgentAnnouncementDocument,
    "\n  fragment AnnouncementCard_announcement on Announcement {\n    id\n    title\n    content\n    date\n    priority\n  }\n": typeof types.AnnouncementCard_AnnouncementFragmentDoc,
    "\n  fragment EventCard_event on Event {\n    id\n    title\n    description\n    date\n    time\n    location\n    image\n    responsiveImage {\n      ...ResponsiveImage_image\n    }\n  }\n": typeof types.EventCard_EventFragmentDoc,
    "\n  fragment NewsCard_news on News {\n    id\n    title\n    excerpt\n    date\n    category\n    image\n    responsiveImage {\n      ...ResponsiveImage_image\n    }\n  }\n": typeof types.NewsCard_NewsFragmentDoc,
    "\n  fragment ResponsiveImage_image on ResponsiveImage {\n    src\n    srcset\n    type\n    width\n    height\n  }\n": typeof types.ResponsiveImage_ImageFragmentDoc,
    "\n  query MonthEvents($first: Int!, $from: String!, $to: String!) {\n    events(first: $first, timeframe: ALL, from: $from, to: $to) {\n      nodes {\n        id\n        title\n        date\n        time\n        location\n      }\n    }\n  }\n": typeof types.MonthEventsDocument,
    "\n  query AnnouncementDetails($id: ID!) {\n    announcement(id: $id) {\n      id\n      title\n      content\n      date\n      priority\n      urgent\n    }\n  }\n": typeof types.AnnouncementDetailsDocument,
    "\n  query AnnouncementsList($first: Int!, $after: String, $search: String, $priority: Priority) {\n    announcements(first: $first, after: $after, search: $search, priority: $priority) {\n      nodes {\n        ...AnnouncementCard_announcement\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AnnouncementsListDocument,
    "\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input)\n  }\n": typeof types.SubmitContactMessageDocument,
    "\n  query EventDetails($id: ID!) {\n    event(id: $id) {\n      id\n      title\n      description\n      location\n      date\n      time\n      image\n      responsiveImage {\n        ...ResponsiveImage_image\n      }\n    }\n  }\n": typeof types.EventDetailsDocument,
    "\n  query EventsList($first: Int!, $after: String, $search: String, $timeframe: EventTimeframe!) {\n    events(first: $first, after: $after, search: $search, timeframe: $timeframe) {\n      nodes {\n        ...EventCard_event\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.EventsListDocument,
    "\n  query GalleryItems($first: Int!, $after: String) {\n    galleryItems(first: $first, after: $after) {\n      nodes {\n        id\n        title\n        description\n        imageUrl\n        responsiveImage {\n          ...ResponsiveImage_image\n        }\n        date\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.GalleryItemsDocument,
    "\n  query Documents($first: Int!, $after: String) {\n    documents(first: $first, after: $after) {\n      nodes {\n        id\n        title\n        size\n        fileUrl\n        uploadDate\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.DocumentsDocument,
    "\n  query HomeAnnouncements($first: Int!) {\n    announcements(first: $first) {\n      nodes {\n        ...AnnouncementCard_announcement\n      }\n    }\n  }\n": typeof types.HomeAnnouncementsDocument,
    "\n  query HomeEvents($first: Int!) {\n    events(first: $first, timeframe: UPCOMING) {\n      nodes {\n        ...EventCard_event\n      }\n    }\n  }\n": typeof types.HomeEventsDocument,
    "\n  query HomeNews($first: Int!) {\n    news(first: $first) {\n      nodes {\n        ...NewsCard_news\n      }\n    }\n  }\n": typeof types.HomeNewsDocument,
    "\n  query NewsArticle($id: ID!) {\n    newsItem(id: $id) {\n      id\n      title\n      date\n      category\n      image\n      responsiveImage {\n        ...ResponsiveImage_image\n      }\n      excerpt\n      content\n    }\n  }\n": typeof types.NewsArticleDocument,
    "\n  query NewsCategories {\n    newsCategories\n  }\n": typeof types.NewsCategoriesDocument,
    "\n  query NewsList($first: Int!, $after: String, $search: String, $category: String) {\n    news(first: $first, after: $after, search: $search, category: $category) {\n      nodes {\n        ...NewsCard_news\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.NewsListDocument,
};
const documents: Documents = {
    "\n  query SchoolIdentity {\n    school {\n      name\n      motto\n      address\n      phone\n      email\n      timeZone\n    }\n  }\n": types.SchoolIdentityDocument,
    "\n  query UrgentAnnouncement($first: Int!) {\n    announcements(priority: high, first: $first) {\n      nodes {\n        id\n        title\n        urgent\n        updatedAt\n      }\n    }\n  }\n": types.UrgentAnnouncementDocument,
    "\n  fragment AnnouncementCard_announcement on Announcement {\n    id\n    title\n    content\n    date\n    priority\n  }\n": types.AnnouncementCard_AnnouncementFragmentDoc,
    "\n  fragment EventCard_event on Event {\n    id\n    title\n    description\n    date\n    time\n    location\n    image\n    responsiveImage {\n      ...ResponsiveImage_image\n    }\n  }\n": types.EventCard_EventFragmentDoc,
    "\n  fragment NewsCard_news on News {\n    id\n    title\n    excerpt\n    date\n    category\n    image\n    responsiveImage {\n      ...ResponsiveImage_image\n    }\n  }\n": types.NewsCard_NewsFragmentDoc,
    "\n  fragment ResponsiveImage_image on ResponsiveImage {\n    src\n    srcset\n    type\n    width\n    height\n  }\n": types.ResponsiveImage_ImageFragmentDoc,
    "\n  query MonthEvents($first: Int!, $from: String!, $to: String!) {\n    events(first: $first, timeframe: ALL, from: $from, to: $to) {\n      nodes {\n        id\n        title\n        date\n        time\n        location\n      }\n    }\n  }\n": types.MonthEventsDocument,
    "\n  query AnnouncementDetails($id: ID!) {\n    announcement(id: $id) {\n      id\n      title\n      content\n      date\n      priority\n      urgent\n    }\n  }\n": types.AnnouncementDetailsDocument,
    "\n  query AnnouncementsList($first: Int!, $after: String, $search: String, $priority: Priority) {\n    announcements(first: $first, after: $after, search: $search, priority: $priority) {\n      nodes {\n        ...AnnouncementCard_announcement\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AnnouncementsListDocument,
    "\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input)\n  }\n": types.SubmitContactMessageDocument,
    "\n  query EventDetails($id: ID!) {\n    event(id: $id) {\n      id\n      title\n      description\n      location\n      date\n      time\n      image\n      responsiveImage {\n        ...ResponsiveImage_image\n      }\n    }\n  }\n": types.EventDetailsDocument,
    "\n  query EventsList($first: Int!, $after: String, $search: String, $timeframe: EventTimeframe!) {\n    events(first: $first, after: $after, search: $search, timeframe: $timeframe) {\n      nodes {\n        ...EventCard_event\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.EventsListDocument,
    "\n  query GalleryItems($first: Int!, $after: String) {\n    galleryItems(first: $first, after: $after) {\n      nodes {\n        id\n        title\n        description\n        imageUrl\n        responsiveImage {\n          ...ResponsiveImage_image\n        }\n        date\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.GalleryItemsDocument,
    "\n  query Documents($first: Int!, $after: String) {\n    documents(first: $first, after: $after) {\n      nodes {\n        id\n        title\n        size\n        fileUrl\n        uploadDate\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.DocumentsDocument,
    "\n  query HomeAnnouncements($first: Int!) {\n    announcements(first: $first) {\n      nodes {\n        ...AnnouncementCard_announcement\n      }\n    }\n  }\n": types.HomeAnnouncementsDocument,
    "\n  query HomeEvents($first: Int!) {\n    events(first: $first, timeframe: UPCOMING) {\n      nodes {\n        ...EventCard_event\n      }\n    }\n  }\n": types.HomeEventsDocument,
    "\n  query HomeNews($first: Int!) {\n    news(first: $first) {\n      nodes {\n        ...NewsCard_news\n      }\n    }\n  }\n": types.HomeNewsDocument,
    "\n  query NewsArticle($id: ID!) {\n    newsItem(id: $id) {\n      id\n      title\n      date\n      category\n      image\n      responsiveImage {\n        ...ResponsiveImage_image\n      }\n      excerpt\n      content\n    }\n  }\n": types.NewsArticleDocument,
    "\n  query NewsCategories {\n    newsCategories\n  }\n": types.NewsCategoriesDocument,
    "\n  query NewsList($first: Int!, $after: String, $search: String, $category: String) {\n    news(first: $first, after: $after, search: $search, category: $category) {\n      nodes {\n        ...NewsCard_news\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.NewsListDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolIdentity {\n    school {\n      name\n      motto\n      address\n      phone\n      email\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query SchoolIdentity {\n    school {\n      name\n      motto\n      address\n      phone\n      email\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UrgentAnnouncement($first: Int!) {\n    announcements(priority: high, first: $first) {\n      nodes {\n        id\n        title\n        urgent\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query UrgentAnnouncement($first: Int!) {\n    announcements(priority: high, first: $first) {\n      nodes {\n        id\n        title\n        urgent\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnnouncementCard_announcement on Announcement {\n    id\n    title\n    content\n    date\n    priority\n  }\n"): (typeof documents)["\n  fragment AnnouncementCard_announcement on Announcement {\n    id\n    title\n    content\n    date\n    priority\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCard_event on Event {\n    id\n    title\n    description\n    date\n    time\n    location\n    image\n    responsiveImage {\n      ...ResponsiveImage_image\n    }\n  }\n"): (typeof documents)["\n  fragment EventCard_event on Event {\n    id\n    title\n    description\n    date\n    time\n    location\n    image\n    responsiveImage {\n      ...ResponsiveImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsCard_news on News {\n    id\n    title\n    excerpt\n    date\n    category\n    image\n    responsiveImage {\n      ...ResponsiveImage_image\n    }\n  }\n"): (typeof documents)["\n  fragment NewsCard_news on News {\n    id\n    title\n    excerpt\n    date\n    category\n    image\n    responsiveImage {\n      ...ResponsiveImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResponsiveImage_image on ResponsiveImage {\n    src\n    srcset\n    type\n    width\n    height\n  }\n"): (typeof documents)["\n  fragment ResponsiveImage_image on ResponsiveImage {\n    src\n    srcset\n    type\n    width\n    height\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonthEvents($first: Int!, $from: String!, $to: String!) {\n    events(first: $first, timeframe: ALL, from: $from, to: $to) {\n      nodes {\n        id\n        title\n        date\n        time\n        location\n      }\n    }\n  }\n"): (typeof documents)["\n  query MonthEvents($first: Int!, $from: String!, $to: String!) {\n    events(first: $first, timeframe: ALL, from: $from, to: $to) {\n      nodes {\n        id\n        title\n        date\n        time\n        location\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnnouncementDetails($id: ID!) {\n    announcement(id: $id) {\n      id\n      title\n      content\n      date\n      priority\n      urgent\n    }\n  }\n"): (typeof documents)["\n  query AnnouncementDetails($id: ID!) {\n    announcement(id: $id) {\n      id\n      title\n      content\n      date\n      priority\n      urgent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnnouncementsList($first: Int!, $after: String, $search: String, $priority: Priority) {\n    announcements(first: $first, after: $after, search: $search, priority: $priority) {\n      nodes {\n        ...AnnouncementCard_announcement\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnnouncementsList($first: Int!, $after: String, $search: String, $priority: Priority) {\n    announcements(first: $first, after: $after, search: $search, priority: $priority) {\n      nodes {\n        ...AnnouncementCard_announcement\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventDetails($id: ID!) {\n    event(id: $id) {\n      id\n      title\n      description\n      location\n      date\n      time\n      image\n      responsiveImage {\n        ...ResponsiveImage_image\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventDetails($id: ID!) {\n    event(id: $id) {\n      id\n      title\n      description\n      location\n      date\n      time\n      image\n      responsiveImage {\n        ...ResponsiveImage_image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsList($first: Int!, $after: String, $search: String, $timeframe: EventTimeframe!) {\n    events(first: $first, after: $after, search: $search, timeframe: $timeframe) {\n      nodes {\n        ...EventCard_event\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventsList($first: Int!, $after: String, $search: String, $timeframe: EventTimeframe!) {\n    events(first: $first, after: $after, search: $search, timeframe: $timeframe) {\n      nodes {\n        ...EventCard_event\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryItems($first: Int!, $after: String) {\n    galleryItems(first: $first, after: $after) {\n      nodes {\n        id\n        title\n        description\n        imageUrl\n        responsiveImage {\n          ...ResponsiveImage_image\n        }\n        date\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query GalleryItems($first: Int!, $after: String) {\n    galleryItems(first: $first, after: $after) {\n      nodes {\n        id\n        title\n        description\n        imageUrl\n        responsiveImage {\n          ...ResponsiveImage_image\n        }\n        date\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Documents($first: Int!, $after: String) {\n    documents(first: $first, after: $after) {\n      nodes {\n        id\n        title\n        size\n        fileUrl\n        uploadDate\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Documents($first: Int!, $after: String) {\n    documents(first: $first, after: $after) {\n      nodes {\n        id\n        title\n        size\n        fileUrl\n        uploadDate\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeAnnouncements($first: Int!) {\n    announcements(first: $first) {\n      nodes {\n        ...AnnouncementCard_announcement\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeAnnouncements($first: Int!) {\n    announcements(first: $first) {\n      nodes {\n        ...AnnouncementCard_announcement\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeEvents($first: Int!) {\n    events(first: $first, timeframe: UPCOMING) {\n      nodes {\n        ...EventCard_event\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeEvents($first: Int!) {\n    events(first: $first, timeframe: UPCOMING) {\n      nodes {\n        ...EventCard_event\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeNews($first: Int!) {\n    news(first: $first) {\n      nodes {\n        ...NewsCard_news\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeNews($first: Int!) {\n    news(first: $first) {\n      nodes {\n        ...NewsCard_news\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsArticle($id: ID!) {\n    newsItem(id: $id) {\n      id\n      title\n      date\n      category\n      image\n      responsiveImage {\n        ...ResponsiveImage_image\n      }\n      excerpt\n      content\n    }\n  }\n"): (typeof documents)["\n  query NewsArticle($id: ID!) {\n    newsItem(id: $id) {\n      id\n      title\n      date\n      category\n      image\n      responsiveImage {\n        ...ResponsiveImage_image\n      }\n      excerpt\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsCategories {\n    newsCategories\n  }\n"): (typeof documents)["\n  query NewsCategories {\n    newsCategories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsList($first: Int!, $after: String, $search: String, $category: String) {\n    news(first: $first, after: $after, search: $search, category: $category) {\n      nodes {\n        ...NewsCard_news\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsList($first: Int!, $after: String, $search: String, $category: String) {\n    news(first: $first, after: $after, search: $search, category: $category) {\n      nodes {\n        ...NewsCard_news\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;