// Written by `npm run schema` from the areas' declarations (server/src/kernel/area.ts): do not edit.
export const LIST_RULES = {
  "news": {
    "field": "news",
    "order": [
      {
        "property": "date",
        "format": "date"
      },
      {
        "property": "createdAt",
        "format": "timestamp"
      },
      {
        "property": "id",
        "format": "uuid"
      }
    ],
    "direction": "DESC",
    "everyStateArg": "includeUnpublished",
    "hiddenItems": "unpublished articles",
    "search": {
      "properties": [
        "title",
        "excerpt"
      ],
      "indexedColumn": "search_text"
    },
    "equal": [
      {
        "arg": "category",
        "property": "category"
      }
    ],
    "kind": "NEWS"
  },
  "events": {
    "field": "events",
    "order": [
      {
        "property": "date",
        "format": "date"
      },
      {
        "property": "createdAt",
        "format": "timestamp"
      },
      {
        "property": "id",
        "format": "uuid"
      }
    ],
    "direction": "DESC",
    "everyStateArg": "includeUnpublished",
    "hiddenItems": "unpublished events",
    "search": {
      "properties": [
        "title",
        "description",
        "location"
      ]
    },
    "equal": [
      {
        "arg": "category",
        "property": "category"
      }
    ],
    "dateRange": {
      "property": "date",
      "fromArg": "from",
      "toArg": "to"
    },
    "timeframe": {
      "arg": "timeframe",
      "property": "date",
      "default": "UPCOMING"
    },
    "kind": "EVENT"
  },
  "announcements": {
    "field": "announcements",
    "order": [
      {
        "property": "date",
        "format": "date"
      },
      {
        "property": "createdAt",
        "format": "timestamp"
      },
      {
        "property": "id",
        "format": "uuid"
      }
    ],
    "direction": "DESC",
    "everyStateArg": "includeInactive",
    "shownWhen": "active",
    "hiddenItems": "inactive announcements",
    "search": {
      "properties": [
        "title",
        "content"
      ]
    },
    "equal": [
      {
        "arg": "priority",
        "property": "priority"
      }
    ],
    "kind": "ANNOUNCEMENT"
  },
  "documents": {
    "field": "documents",
    "order": [
      {
        "property": "createdAt",
        "format": "timestamp"
      },
      {
        "property": "id",
        "format": "uuid"
      }
    ],
    "direction": "DESC",
    "everyStateArg": "includeUnpublished",
    "hiddenItems": "unpublished documents",
    "alsoShownIn": [
      "generalInfoContent"
    ],
    "kind": "DOCUMENT"
  },
  "galleryItems": {
    "field": "galleryItems",
    "order": [
      {
        "property": "position",
        "format": "integer"
      },
      {
        "property": "id",
        "format": "uuid"
      }
    ],
    "direction": "ASC",
    "everyStateArg": "includeUnpublished",
    "hiddenItems": "unpublished photos",
    "equal": [
      {
        "arg": "album",
        "property": "albumId"
      }
    ],
    "kind": "GALLERY_PHOTO"
  }
} as const;

export const SEARCH_KINDS = [
  {
    "value": "NEWS",
    "label": "News",
    "one": "News article"
  },
  {
    "value": "EVENT",
    "label": "Events",
    "one": "Event"
  },
  {
    "value": "ANNOUNCEMENT",
    "label": "Announcements",
    "one": "Announcement"
  },
  {
    "value": "DOCUMENT",
    "label": "Documents",
    "one": "Document"
  },
  {
    "value": "PAGE",
    "label": "Pages",
    "one": "Page"
  }
] as const;
