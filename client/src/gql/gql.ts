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
    "\n  query EventCalendars {\n    eventCalendars {\n      category\n      path\n    }\n  }\n": typeof types.EventCalendarsDocument,
    "\n  fragment SessionTokens_tokens on AuthTokens {\n    accessToken\n    expiresIn\n    mustSetUpTwoFactor\n    user {\n      id\n      username\n      email\n      role\n    }\n  }\n": typeof types.SessionTokens_TokensFragmentDoc,
    "\n  mutation RefreshSession {\n    refreshSession {\n      ...SessionTokens_tokens\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  query SchoolIdentity {\n    school {\n      name\n      motto\n      foundingYear\n      tagline\n      address\n      phone\n      email\n      timeZone\n      admissionsPortalUrl\n      mapUrl\n      officeHours {\n        day\n        opens\n        closes\n      }\n      socialLinks {\n        network\n        url\n      }\n    }\n  }\n": typeof types.SchoolIdentityDocument,
    "\n  query UrgentAnnouncement($first: Int!) {\n    announcements(priority: high, first: $first) {\n      nodes {\n        id\n        title\n        urgent\n        updatedAt\n      }\n    }\n  }\n": typeof types.UrgentAnnouncementDocument,
    "\n  fragment AnnouncementCard_announcement on Announcement {\n    id\n    title\n    contentText\n    date\n    priority\n  }\n": typeof types.AnnouncementCard_AnnouncementFragmentDoc,
    "\n  fragment EventCard_event on Event {\n    id\n    title\n    descriptionText\n    date\n    time\n    location\n    image\n    responsiveImage {\n      ...ResponsiveImage_image\n    }\n  }\n": typeof types.EventCard_EventFragmentDoc,
    "\n  fragment NewsCard_news on News {\n    id\n    title\n    excerpt\n    date\n    category\n    image\n    responsiveImage {\n      ...ResponsiveImage_image\n    }\n  }\n": typeof types.NewsCard_NewsFragmentDoc,
    "\n  fragment ContentImage_picture on ContentPicture {\n    alt\n    image {\n      ...ResponsiveImage_image\n    }\n  }\n": typeof types.ContentImage_PictureFragmentDoc,
    "\n  fragment ResponsiveImage_image on ResponsiveImage {\n    src\n    srcset\n    type\n    width\n    height\n  }\n": typeof types.ResponsiveImage_ImageFragmentDoc,
    "\n  query AboutPageContent {\n    missionValuesContent {\n      mission\n      vision\n    }\n    aboutContent {\n      subtitle\n      timeline {\n        ...Timeline_entry\n      }\n      statistics {\n        value\n        label\n      }\n      closingTitle\n      closingText\n    }\n  }\n": typeof types.AboutPageContentDocument,
    "\n  fragment Timeline_entry on TimelineEntry {\n    year\n    title\n    description\n    picture {\n      ...ContentImage_picture\n    }\n  }\n": typeof types.Timeline_EntryFragmentDoc,
    "\n  query MonthEvents($first: Int!, $from: String!, $to: String!) {\n    events(first: $first, timeframe: ALL, from: $from, to: $to) {\n      nodes {\n        id\n        title\n        date\n        time\n        location\n      }\n    }\n  }\n": typeof types.MonthEventsDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation DisableTotp($currentPassword: String!, $code: String!) {\n    disableTotp(currentPassword: $currentPassword, code: $code)\n  }\n": typeof types.DisableTotpDocument,
    "\n  query MySessions {\n    mySessions {\n      ...SessionRow_session\n    }\n    school {\n      timeZone\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  query MyTwoFactor {\n    myTwoFactor {\n      enabled\n      recoveryCodesLeft\n      required\n    }\n  }\n": typeof types.MyTwoFactorDocument,
    "\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code)\n  }\n": typeof types.RegenerateRecoveryCodesDocument,
    "\n  mutation SetUpTotp {\n    setUpTotp {\n      sharedSecret\n      setupUri\n      qrCode\n    }\n  }\n": typeof types.SetUpTotpDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n": typeof types.SignOutOtherSessionsDocument,
    "\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id)\n  }\n": typeof types.SignOutSessionDocument,
    "\n  mutation VerifyTotpSetup($code: String!) {\n    verifyTotpSetup(code: $code)\n  }\n": typeof types.VerifyTotpSetupDocument,
    "\n  fragment SessionRow_session on AccountSession {\n    id\n    userAgent\n    clientAddress\n    signedInAt\n    lastUsedAt\n    current\n  }\n": typeof types.SessionRow_SessionFragmentDoc,
    "\n  query AlertsOverview {\n    alertsOverview {\n      urgentSubscribers\n      pushSubscribers\n      digestSubscribers\n      awaitingConfirmation\n      recentSends {\n        kind\n        subject\n        sentAt\n        recipients\n        delivered\n        failed\n        queued\n      }\n    }\n    school {\n      timeZone\n    }\n  }\n": typeof types.AlertsOverviewDocument,
    "\n  mutation SendTestAlert {\n    sendTestAlert\n  }\n": typeof types.SendTestAlertDocument,
    "\n  fragment AdminAnnouncementRow_announcement on Announcement {\n    version\n    ...AnnouncementCard_announcement\n    content\n    urgent\n    active\n    requestedPriority\n    createdAt\n    publishedAt\n    expiresAt\n  }\n": typeof types.AdminAnnouncementRow_AnnouncementFragmentDoc,
    "\n    query AdminAnnouncementsList($first: Int!, $after: String, $search: String, $state: PublicationState) {\n      announcements(first: $first, after: $after, search: $search, includeInactive: true, state: $state) {\n        nodes {\n          ...AdminAnnouncementRow_announcement\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  ": typeof types.AdminAnnouncementsListDocument,
    "\n    mutation CreateAnnouncement($input: AnnouncementInput!) {\n      createAnnouncement(input: $input) {\n        ...AdminAnnouncementRow_announcement\n      }\n    }\n  ": typeof types.CreateAnnouncementDocument,
    "\n    mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!, $expectedVersion: Int) {\n      updateAnnouncement(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminAnnouncementRow_announcement\n      }\n    }\n  ": typeof types.UpdateAnnouncementDocument,
    "\n    mutation DeleteAnnouncement($id: ID!) {\n      deleteAnnouncement(id: $id)\n    }\n  ": typeof types.DeleteAnnouncementDocument,
    "\n    query AnnouncementVersions($id: ID!) {\n      announcementVersions(id: $id) {\n        version\n        savedAt\n        savedBy\n        title\n      }\n    }\n  ": typeof types.AnnouncementVersionsDocument,
    "\n    mutation RestoreAnnouncementVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {\n      restoreAnnouncementVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n        ...AdminAnnouncementRow_announcement\n      }\n    }\n  ": typeof types.RestoreAnnouncementVersionDocument,
    "\n    query LatestAnnouncement($id: ID!) {\n      announcement(id: $id) {\n        ...AdminAnnouncementRow_announcement\n      }\n    }\n  ": typeof types.LatestAnnouncementDocument,
    "\n  fragment AuditEntryRow_entry on AuditEntry {\n    id\n    at\n    actor\n    action\n    subjectType\n    summary\n    clientAddress\n  }\n": typeof types.AuditEntryRow_EntryFragmentDoc,
    "\n  query AuditLog($first: Int!, $after: String, $action: AuditAction, $subjectType: String, $search: String) {\n    auditLog(first: $first, after: $after, action: $action, subjectType: $subjectType, search: $search) {\n      nodes {\n        ...AuditEntryRow_entry\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    auditSubjectTypes\n    school {\n      timeZone\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  mutation ConfirmForgotPassword($username: String!, $code: String!, $newPassword: String!) {\n    confirmForgotPassword(username: $username, code: $code, newPassword: $newPassword)\n  }\n": typeof types.ConfirmForgotPasswordDocument,
    "\n  mutation ConfirmNewPassword($session: String!, $newPassword: String!) {\n    confirmSignInWithNewPassword(session: $session, newPassword: $newPassword) {\n      nextStep\n      session\n      signedIn {\n        ...SessionTokens_tokens\n      }\n    }\n  }\n": typeof types.ConfirmNewPasswordDocument,
    "\n  mutation ConfirmTotp($session: String!, $code: String!) {\n    confirmSignInWithTotp(session: $session, code: $code) {\n      nextStep\n      signedIn {\n        ...SessionTokens_tokens\n      }\n    }\n  }\n": typeof types.ConfirmTotpDocument,
    "\n  mutation ForgotPassword($username: String!) {\n    forgotPassword(username: $username)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation SignIn($username: String!, $password: String!) {\n    signIn(username: $username, password: $password) {\n      nextStep\n      session\n      sessionExpiresAt\n      signedIn {\n        ...SessionTokens_tokens\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  fragment VersionChanges_field on VersionField {\n    name\n    label\n    format\n    value\n    empty\n  }\n": typeof types.VersionChanges_FieldFragmentDoc,
    "\n  query ItemVersionFields($type: VersionedType!, $id: ID!) {\n    itemVersions(type: $type, id: $id) {\n      version\n      fields {\n        ...VersionChanges_field\n      }\n    }\n  }\n": typeof types.ItemVersionFieldsDocument,
    "\n  query AdminAboutContent {\n    aboutContent {\n      ...AboutContentForm_content\n    }\n  }\n": typeof types.AdminAboutContentDocument,
    "\n  mutation UpdateAboutContent($input: AboutContentInput!, $expectedVersion: Int!) {\n    updateAboutContent(input: $input, expectedVersion: $expectedVersion) {\n      ...AboutContentForm_content\n    }\n  }\n": typeof types.UpdateAboutContentDocument,
    "\n  mutation RestoreAboutContent($version: Int!, $expectedVersion: Int!) {\n    restoreAboutContent(version: $version, expectedVersion: $expectedVersion) {\n      ...AboutContentForm_content\n    }\n  }\n": typeof types.RestoreAboutContentDocument,
    "\n  query AdminAdmissionsContent {\n    admissionsContent {\n      ...AdmissionsContentForm_content\n    }\n  }\n": typeof types.AdminAdmissionsContentDocument,
    "\n  mutation UpdateAdmissionsContent($input: AdmissionsContentInput!, $expectedVersion: Int!) {\n    updateAdmissionsContent(input: $input, expectedVersion: $expectedVersion) {\n      ...AdmissionsContentForm_content\n    }\n  }\n": typeof types.UpdateAdmissionsContentDocument,
    "\n  mutation RestoreAdmissionsContent($version: Int!, $expectedVersion: Int!) {\n    restoreAdmissionsContent(version: $version, expectedVersion: $expectedVersion) {\n      ...AdmissionsContentForm_content\n    }\n  }\n": typeof types.RestoreAdmissionsContentDocument,
    "\n  query ContentRevisions($page: ContentPage!) {\n    contentRevisions(page: $page) {\n      id\n      version\n      savedAt\n      savedBy\n    }\n    school {\n      timeZone\n    }\n  }\n": typeof types.ContentRevisionsDocument,
    "\n  query GalleryPictures($first: Int!, $after: String) {\n    galleryItems(first: $first, after: $after) {\n      nodes {\n        id\n        title\n        imageId\n        responsiveImage {\n          ...ResponsiveImage_image\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.GalleryPicturesDocument,
    "\n  query AdminGeneralInfoContent {\n    generalInfoContent {\n      ...GeneralInfoForm_content\n    }\n  }\n": typeof types.AdminGeneralInfoContentDocument,
    "\n  mutation UpdateGeneralInfoContent($input: GeneralInfoContentInput!, $expectedVersion: Int!) {\n    updateGeneralInfoContent(input: $input, expectedVersion: $expectedVersion) {\n      ...GeneralInfoForm_content\n    }\n  }\n": typeof types.UpdateGeneralInfoContentDocument,
    "\n  mutation RestoreGeneralInfoContent($version: Int!, $expectedVersion: Int!) {\n    restoreGeneralInfoContent(version: $version, expectedVersion: $expectedVersion) {\n      ...GeneralInfoForm_content\n    }\n  }\n": typeof types.RestoreGeneralInfoContentDocument,
    "\n  query AdminHistoryContent {\n    historyContent {\n      ...HistoryContentForm_content\n    }\n  }\n": typeof types.AdminHistoryContentDocument,
    "\n  mutation UpdateHistoryContent($input: HistoryContentInput!, $expectedVersion: Int!) {\n    updateHistoryContent(input: $input, expectedVersion: $expectedVersion) {\n      ...HistoryContentForm_content\n    }\n  }\n": typeof types.UpdateHistoryContentDocument,
    "\n  mutation RestoreHistoryContent($version: Int!, $expectedVersion: Int!) {\n    restoreHistoryContent(version: $version, expectedVersion: $expectedVersion) {\n      ...HistoryContentForm_content\n    }\n  }\n": typeof types.RestoreHistoryContentDocument,
    "\n  query AdminHomeContent {\n    homeContent {\n      ...HomeContentForm_content\n    }\n  }\n": typeof types.AdminHomeContentDocument,
    "\n  mutation UpdateHomeContent($input: HomeContentInput!, $expectedVersion: Int!) {\n    updateHomeContent(input: $input, expectedVersion: $expectedVersion) {\n      ...HomeContentForm_content\n    }\n  }\n": typeof types.UpdateHomeContentDocument,
    "\n  mutation RestoreHomeContent($version: Int!, $expectedVersion: Int!) {\n    restoreHomeContent(version: $version, expectedVersion: $expectedVersion) {\n      ...HomeContentForm_content\n    }\n  }\n": typeof types.RestoreHomeContentDocument,
    "\n  query AdminMissionValuesContent {\n    missionValuesContent {\n      ...MissionValuesForm_content\n    }\n  }\n": typeof types.AdminMissionValuesContentDocument,
    "\n  mutation UpdateMissionValuesContent($input: MissionValuesContentInput!, $expectedVersion: Int!) {\n    updateMissionValuesContent(input: $input, expectedVersion: $expectedVersion) {\n      ...MissionValuesForm_content\n    }\n  }\n": typeof types.UpdateMissionValuesContentDocument,
    "\n  mutation RestoreMissionValuesContent($version: Int!, $expectedVersion: Int!) {\n    restoreMissionValuesContent(version: $version, expectedVersion: $expectedVersion) {\n      ...MissionValuesForm_content\n    }\n  }\n": typeof types.RestoreMissionValuesContentDocument,
    "\n  query AdminSchool {\n    school {\n      ...SchoolSettingsForm_school\n    }\n  }\n": typeof types.AdminSchoolDocument,
    "\n  mutation UpdateSchool($input: SchoolInput!, $expectedVersion: Int!) {\n    updateSchool(input: $input, expectedVersion: $expectedVersion) {\n      ...SchoolSettingsForm_school\n    }\n  }\n": typeof types.UpdateSchoolDocument,
    "\n  mutation RestoreSchool($version: Int!, $expectedVersion: Int!) {\n    restoreSchool(version: $version, expectedVersion: $expectedVersion) {\n      ...SchoolSettingsForm_school\n    }\n  }\n": typeof types.RestoreSchoolDocument,
    "\n  query AdminStaffDirectory {\n    staffDirectory {\n      ...StaffDirectoryForm_directory\n    }\n  }\n": typeof types.AdminStaffDirectoryDocument,
    "\n  mutation UpdateStaffDirectory($input: StaffDirectoryInput!, $expectedVersion: Int!) {\n    updateStaffDirectory(input: $input, expectedVersion: $expectedVersion) {\n      ...StaffDirectoryForm_directory\n    }\n  }\n": typeof types.UpdateStaffDirectoryDocument,
    "\n  mutation RestoreStaffDirectory($version: Int!, $expectedVersion: Int!) {\n    restoreStaffDirectory(version: $version, expectedVersion: $expectedVersion) {\n      ...StaffDirectoryForm_directory\n    }\n  }\n": typeof types.RestoreStaffDirectoryDocument,
    "\n  mutation UploadContentPicture($image: Upload!) {\n    uploadContentPicture(image: $image) {\n      ...PictureField_picture\n    }\n  }\n": typeof types.UploadContentPictureDocument,
    "\n  fragment PictureField_picture on ContentPicture {\n    assetId\n    path\n    alt\n    image {\n      ...ResponsiveImage_image\n    }\n  }\n": typeof types.PictureField_PictureFragmentDoc,
    "\n  fragment AboutContentForm_content on AboutContent {\n    subtitle\n    timeline {\n      year\n      title\n      description\n      picture {\n        ...PictureField_picture\n      }\n    }\n    statistics {\n      value\n      label\n    }\n    closingTitle\n    closingText\n    version\n    updatedAt\n    updatedBy\n  }\n": typeof types.AboutContentForm_ContentFragmentDoc,
    "\n  fragment AdmissionsContentForm_content on AdmissionsContent {\n    intakeYear\n    subtitle\n    applicationsOpen\n    applicationsClose\n    processSteps\n    requiredDocuments\n    importantNote\n    keyDates {\n      label\n      startDate\n      endDate\n      note\n    }\n    closingNote\n    sections {\n      title\n      intro\n      numbered\n      items {\n        title\n        text\n      }\n    }\n    version\n    updatedAt\n    updatedBy\n  }\n": typeof types.AdmissionsContentForm_ContentFragmentDoc,
    "\n  fragment GeneralInfoForm_content on GeneralInfoContent {\n    sections {\n      title\n      description\n      documents {\n        id\n        title\n      }\n    }\n    otherDocuments {\n      id\n      title\n    }\n    version\n    updatedAt\n    updatedBy\n  }\n": typeof types.GeneralInfoForm_ContentFragmentDoc,
    "\n  fragment HistoryContentForm_content on HistoryContent {\n    subtitle\n    story\n    principals {\n      name\n      years\n      picture {\n        ...PictureField_picture\n      }\n    }\n    legacyTitle\n    legacyText\n    version\n    updatedAt\n    updatedBy\n  }\n": typeof types.HistoryContentForm_ContentFragmentDoc,
    "\n  fragment HomeContentForm_content on HomeContent {\n    heroEyebrow\n    heroTitle\n    heroText\n    heroSlides {\n      caption\n      enabled\n      picture {\n        ...PictureField_picture\n      }\n    }\n    storyTitle\n    story\n    version\n    updatedAt\n    updatedBy\n  }\n": typeof types.HomeContentForm_ContentFragmentDoc,
    "\n  fragment MissionValuesForm_content on MissionValuesContent {\n    mission\n    vision\n    values {\n      name\n      icon\n      summary\n      description\n    }\n    version\n    updatedAt\n    updatedBy\n  }\n": typeof types.MissionValuesForm_ContentFragmentDoc,
    "\n  fragment SchoolSettingsForm_school on School {\n    name\n    motto\n    foundingYear\n    tagline\n    address\n    phone\n    email\n    mapUrl\n    admissionsPortalUrl\n    timeZone\n    officeHours {\n      day\n      opens\n      closes\n    }\n    socialLinks {\n      network\n      url\n    }\n    version\n    updatedAt\n    updatedBy\n  }\n": typeof types.SchoolSettingsForm_SchoolFragmentDoc,
    "\n  fragment StaffDirectoryForm_directory on StaffDirectory {\n    subtitle\n    principal {\n      ...StaffDirectoryForm_member\n    }\n    groups {\n      title\n      picture {\n        ...PictureField_picture\n      }\n      rows {\n        label\n        people {\n          ...StaffDirectoryForm_member\n        }\n      }\n    }\n    version\n    updatedAt\n    updatedBy\n  }\n": typeof types.StaffDirectoryForm_DirectoryFragmentDoc,
    "\n  fragment StaffDirectoryForm_member on StaffMember {\n    name\n    role\n    picture {\n      ...PictureField_picture\n    }\n  }\n": typeof types.StaffDirectoryForm_MemberFragmentDoc,
    "\n  fragment AdminDocument_document on Document {\n    version\n    id\n    title\n    size\n    fileUrl\n    uploadDate\n    createdAt\n    publishedAt\n    expiresAt\n  }\n": typeof types.AdminDocument_DocumentFragmentDoc,
    "\n    query AdminDocuments($first: Int!, $after: String, $state: PublicationState) {\n      documents(first: $first, after: $after, includeUnpublished: true, state: $state) {\n        nodes {\n          ...AdminDocument_document\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  ": typeof types.AdminDocumentsDocument,
    "\n    mutation CreateDocument($input: DocumentInput!) {\n      createDocument(input: $input) {\n        ...AdminDocument_document\n      }\n    }\n  ": typeof types.CreateDocumentDocument,
    "\n    mutation UpdateDocument($id: ID!, $input: DocumentInput!, $expectedVersion: Int) {\n      updateDocument(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminDocument_document\n      }\n    }\n  ": typeof types.UpdateDocumentDocument,
    "\n    mutation DeleteDocument($id: ID!) {\n      deleteDocument(id: $id)\n    }\n  ": typeof types.DeleteDocumentDocument,
    "\n    query DocumentVersions($id: ID!) {\n      documentVersions(id: $id) {\n        version\n        savedAt\n        savedBy\n        title\n      }\n    }\n  ": typeof types.DocumentVersionsDocument,
    "\n    mutation RestoreDocumentVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {\n      restoreDocumentVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n        ...AdminDocument_document\n      }\n    }\n  ": typeof types.RestoreDocumentVersionDocument,
    "\n    query LatestDocument($id: ID!) {\n      document(id: $id) {\n        ...AdminDocument_document\n      }\n    }\n  ": typeof types.LatestDocumentDocument,
    "\n  fragment AdminEventRow_event on Event {\n    version\n    category\n    ...EventCard_event\n    description\n    createdAt\n    publishedAt\n    expiresAt\n  }\n": typeof types.AdminEventRow_EventFragmentDoc,
    "\n    query AdminEventsList($first: Int!, $after: String, $search: String, $state: PublicationState) {\n      events(first: $first, after: $after, search: $search, timeframe: ALL, includeUnpublished: true, state: $state) {\n        nodes {\n          ...AdminEventRow_event\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  ": typeof types.AdminEventsListDocument,
    "\n    mutation CreateEvent($input: EventInput!) {\n      createEvent(input: $input) {\n        ...AdminEventRow_event\n      }\n    }\n  ": typeof types.CreateEventDocument,
    "\n    mutation UpdateEvent($id: ID!, $input: EventInput!, $expectedVersion: Int) {\n      updateEvent(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminEventRow_event\n      }\n    }\n  ": typeof types.UpdateEventDocument,
    "\n    mutation DeleteEvent($id: ID!) {\n      deleteEvent(id: $id)\n    }\n  ": typeof types.DeleteEventDocument,
    "\n    query EventVersions($id: ID!) {\n      eventVersions(id: $id) {\n        version\n        savedAt\n        savedBy\n        title\n      }\n    }\n  ": typeof types.EventVersionsDocument,
    "\n    mutation RestoreEventVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {\n      restoreEventVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n        ...AdminEventRow_event\n      }\n    }\n  ": typeof types.RestoreEventVersionDocument,
    "\n    query LatestEvent($id: ID!) {\n      event(id: $id) {\n        ...AdminEventRow_event\n      }\n    }\n  ": typeof types.LatestEventDocument,
    "\n  query Albums {\n    albums {\n      id\n      name\n    }\n  }\n": typeof types.AlbumsDocument,
    "\n  mutation CreateAlbum($input: AlbumInput!) {\n    createAlbum(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateAlbumDocument,
    "\n  mutation DeleteAlbum($id: ID!) {\n    deleteAlbum(id: $id)\n  }\n": typeof types.DeleteAlbumDocument,
    "\n  fragment AdminGalleryItem_item on GalleryItem {\n    version\n    id\n    title\n    description\n    alt\n    albumId\n    position\n    imageUrl\n    responsiveImage {\n      ...ResponsiveImage_image\n    }\n    date\n    createdAt\n    publishedAt\n    expiresAt\n  }\n": typeof types.AdminGalleryItem_ItemFragmentDoc,
    "\n    query AdminGalleryItems($first: Int!, $after: String, $state: PublicationState) {\n      galleryItems(first: $first, after: $after, includeUnpublished: true, state: $state) {\n        nodes {\n          ...AdminGalleryItem_item\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  ": typeof types.AdminGalleryItemsDocument,
    "\n    mutation CreateGalleryItem($input: GalleryItemInput!) {\n      createGalleryItem(input: $input) {\n        ...AdminGalleryItem_item\n      }\n    }\n  ": typeof types.CreateGalleryItemDocument,
    "\n    mutation UpdateGalleryItem($id: ID!, $input: GalleryItemInput!, $expectedVersion: Int) {\n      updateGalleryItem(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminGalleryItem_item\n      }\n    }\n  ": typeof types.UpdateGalleryItemDocument,
    "\n    mutation DeleteGalleryItem($id: ID!) {\n      deleteGalleryItem(id: $id)\n    }\n  ": typeof types.DeleteGalleryItemDocument,
    "\n    query GalleryItemVersions($id: ID!) {\n      galleryItemVersions(id: $id) {\n        version\n        savedAt\n        savedBy\n        title\n      }\n    }\n  ": typeof types.GalleryItemVersionsDocument,
    "\n    mutation RestoreGalleryItemVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {\n      restoreGalleryItemVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n        ...AdminGalleryItem_item\n      }\n    }\n  ": typeof types.RestoreGalleryItemVersionDocument,
    "\n    query LatestGalleryItem($id: ID!) {\n      galleryItem(id: $id) {\n        ...AdminGalleryItem_item\n      }\n    }\n  ": typeof types.LatestGalleryItemDocument,
    "\n  mutation ReorderGalleryItems($ids: [ID!]!) {\n    reorderGalleryItems(ids: $ids) {\n      id\n      position\n    }\n  }\n": typeof types.ReorderGalleryItemsDocument,
    "\n  mutation UpdateAlbum($id: ID!, $input: AlbumInput!) {\n    updateAlbum(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.UpdateAlbumDocument,
    "\n  fragment MessageCard_message on ContactMessage {\n    id\n    name\n    email\n    subject\n    message\n    read\n    readAt\n    createdAt\n  }\n": typeof types.MessageCard_MessageFragmentDoc,
    "\n  query ContactMessages($first: Int!, $after: String) {\n    contactMessages(first: $first, after: $after) {\n      nodes {\n        ...MessageCard_message\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ContactMessagesDocument,
    "\n  mutation DeleteMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n": typeof types.DeleteMessageDocument,
    "\n  mutation MarkMessageRead($id: ID!, $read: Boolean!) {\n    markContactMessageRead(id: $id, read: $read) {\n      ...MessageCard_message\n    }\n  }\n": typeof types.MarkMessageReadDocument,
    "\n  query UnreadMessageCount {\n    unreadContactMessageCount\n  }\n": typeof types.UnreadMessageCountDocument,
    "\n  fragment AdminNewsRow_news on News {\n    version\n    ...NewsCard_news\n    content\n    createdAt\n    publishedAt\n    expiresAt\n  }\n": typeof types.AdminNewsRow_NewsFragmentDoc,
    "\n    query AdminNewsList($first: Int!, $after: String, $search: String, $state: PublicationState) {\n      news(first: $first, after: $after, search: $search, includeUnpublished: true, state: $state) {\n        nodes {\n          ...AdminNewsRow_news\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  ": typeof types.AdminNewsListDocument,
    "\n    mutation CreateNews($input: NewsInput!) {\n      createNews(input: $input) {\n        ...AdminNewsRow_news\n      }\n    }\n  ": typeof types.CreateNewsDocument,
    "\n    mutation UpdateNews($id: ID!, $input: NewsInput!, $expectedVersion: Int) {\n      updateNews(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminNewsRow_news\n      }\n    }\n  ": typeof types.UpdateNewsDocument,
    "\n    mutation DeleteNews($id: ID!) {\n      deleteNews(id: $id)\n    }\n  ": typeof types.DeleteNewsDocument,
    "\n    query NewsVersions($id: ID!) {\n      newsVersions(id: $id) {\n        version\n        savedAt\n        savedBy\n        title\n      }\n    }\n  ": typeof types.NewsVersionsDocument,
    "\n    mutation RestoreNewsVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {\n      restoreNewsVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n        ...AdminNewsRow_news\n      }\n    }\n  ": typeof types.RestoreNewsVersionDocument,
    "\n    query LatestNews($id: ID!) {\n      newsItem(id: $id) {\n        ...AdminNewsRow_news\n      }\n    }\n  ": typeof types.LatestNewsDocument,
    "\n  query PreviewLinks($kind: PreviewKind!, $itemId: ID!) {\n    previewLinks(kind: $kind, itemId: $itemId) {\n      ...SharePreviewDialog_link\n    }\n  }\n": typeof types.PreviewLinksDocument,
    "\n  mutation RevokePreviewLink($id: ID!) {\n    revokePreviewLink(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokePreviewLinkDocument,
    "\n  mutation SharePreview($kind: PreviewKind!, $itemId: ID!) {\n    sharePreview(kind: $kind, itemId: $itemId) {\n      ...SharePreviewDialog_link\n    }\n  }\n": typeof types.SharePreviewDocument,
    "\n  fragment SharePreviewDialog_link on PreviewLink {\n    id\n    expiresAt\n    token\n  }\n": typeof types.SharePreviewDialog_LinkFragmentDoc,
    "\n  mutation AcceptStaffInvitation($token: String!, $newPassword: String!) {\n    acceptStaffInvitation(token: $token, newPassword: $newPassword) {\n      id\n      username\n    }\n  }\n": typeof types.AcceptStaffInvitationDocument,
    "\n  mutation ChangeStaffRole($id: ID!, $role: StaffRole!) {\n    changeStaffRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.ChangeStaffRoleDocument,
    "\n  mutation CheckStaffInvitation($token: String!) {\n    checkStaffInvitation(token: $token)\n  }\n": typeof types.CheckStaffInvitationDocument,
    "\n  mutation DisableStaffAccount($id: ID!) {\n    disableStaffAccount(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.DisableStaffAccountDocument,
    "\n  mutation EnableStaffAccount($id: ID!) {\n    enableStaffAccount(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.EnableStaffAccountDocument,
    "\n  mutation InviteStaff($email: String!, $role: StaffRole!) {\n    inviteStaff(email: $email, role: $role) {\n      ...StaffRow_account\n    }\n  }\n": typeof types.InviteStaffDocument,
    "\n  mutation ResendStaffInvitation($id: ID!) {\n    resendStaffInvitation(id: $id) {\n      id\n    }\n  }\n": typeof types.ResendStaffInvitationDocument,
    "\n  mutation ResetStaffTwoFactor($id: ID!) {\n    resetStaffTwoFactor(id: $id) {\n      id\n      twoFactorEnabled\n    }\n  }\n": typeof types.ResetStaffTwoFactorDocument,
    "\n  query SecuritySettings {\n    securitySettings {\n      requireTwoFactor\n    }\n  }\n": typeof types.SecuritySettingsDocument,
    "\n  query StaffAccounts {\n    staffAccounts {\n      ...StaffRow_account\n    }\n    school {\n      timeZone\n    }\n  }\n": typeof types.StaffAccountsDocument,
    "\n  mutation UpdateSecuritySettings($requireTwoFactor: Boolean!) {\n    updateSecuritySettings(requireTwoFactor: $requireTwoFactor) {\n      requireTwoFactor\n    }\n  }\n": typeof types.UpdateSecuritySettingsDocument,
    "\n  fragment StaffRow_account on User {\n    id\n    username\n    email\n    role\n    status\n    lastSignInAt\n    twoFactorEnabled\n  }\n": typeof types.StaffRow_AccountFragmentDoc,
    "\n  mutation DeleteForever($kind: TrashKind!, $id: ID!) {\n    deleteForever(kind: $kind, id: $id)\n  }\n": typeof types.DeleteForeverDocument,
    "\n  mutation RestoreFromTrash($kind: TrashKind!, $id: ID!) {\n    restoreFromTrash(kind: $kind, id: $id)\n  }\n": typeof types.RestoreFromTrashDocument,
    "\n  fragment TrashRow_item on TrashedItem {\n    kind\n    kindName\n    id\n    title\n    deletedAt\n    deletedBy\n    purgesAt\n  }\n": typeof types.TrashRow_ItemFragmentDoc,
    "\n  query Trash {\n    trash {\n      ...TrashRow_item\n    }\n    school {\n      timeZone\n    }\n  }\n": typeof types.TrashDocument,
    "\n  query AdmissionsPageContent {\n    school {\n      timeZone\n      admissionsPortalUrl\n    }\n    admissionsContent {\n      intakeYear\n      subtitle\n      applicationsOpen\n      applicationsClose\n      processSteps\n      requiredDocuments\n      importantNote\n      keyDates {\n        label\n        startDate\n        endDate\n        note\n      }\n      closingNote\n      sections {\n        title\n        intro\n        numbered\n        items {\n          title\n          text\n        }\n      }\n    }\n  }\n": typeof types.AdmissionsPageContentDocument,
    "\n  fragment AlertPreferences_fields on AlertPreferences {\n    email\n    urgent\n    digest\n    confirmed\n  }\n": typeof types.AlertPreferences_FieldsFragmentDoc,
    "\n  mutation SubscribeToAlerts($email: String!, $urgent: Boolean!, $digest: Boolean!) {\n    subscribeToAlerts(email: $email, urgent: $urgent, digest: $digest)\n  }\n": typeof types.SubscribeToAlertsDocument,
    "\n  mutation ConfirmAlerts($token: String!) {\n    confirmAlerts(token: $token) {\n      ...AlertPreferences_fields\n    }\n  }\n": typeof types.ConfirmAlertsDocument,
    "\n  query AlertPreferences($token: String!) {\n    alertPreferences(token: $token) {\n      ...AlertPreferences_fields\n    }\n  }\n": typeof types.AlertPreferencesDocument,
    "\n  mutation UpdateAlertPreferences($token: String!, $urgent: Boolean!, $digest: Boolean!) {\n    updateAlertPreferences(token: $token, urgent: $urgent, digest: $digest) {\n      ...AlertPreferences_fields\n    }\n  }\n": typeof types.UpdateAlertPreferencesDocument,
    "\n  mutation UnsubscribeFromAlerts($token: String!) {\n    unsubscribeFromAlerts(token: $token)\n  }\n": typeof types.UnsubscribeFromAlertsDocument,
    "\n  query WebPushPublicKey {\n    webPushPublicKey\n  }\n": typeof types.WebPushPublicKeyDocument,
    "\n  mutation SubscribeToPush($subscription: PushSubscriptionInput!) {\n    subscribeToPush(subscription: $subscription)\n  }\n": typeof types.SubscribeToPushDocument,
    "\n  mutation UnsubscribeFromPush($endpoint: String!) {\n    unsubscribeFromPush(endpoint: $endpoint)\n  }\n": typeof types.UnsubscribeFromPushDocument,
    "\n  query AnnouncementsList($first: Int!, $after: String, $search: String, $priority: Priority) {\n    announcements(first: $first, after: $after, search: $search, priority: $priority) {\n      nodes {\n        ...AnnouncementCard_announcement\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AnnouncementsListDocument,
    "\n  query AnnouncementDetails($id: ID!) {\n    announcement(id: $id) {\n      id\n      title\n      content\n      contentText\n      date\n      priority\n      urgent\n      publishedAt\n      expiresAt\n    }\n  }\n": typeof types.AnnouncementDetailsDocument,
    "\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input)\n  }\n": typeof types.SubmitContactMessageDocument,
    "\n  query EventsList($first: Int!, $after: String, $search: String, $timeframe: EventTimeframe!) {\n    events(first: $first, after: $after, search: $search, timeframe: $timeframe) {\n      nodes {\n        ...EventCard_event\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.EventsListDocument,
    "\n  query EventDetails($id: ID!) {\n    event(id: $id) {\n      id\n      title\n      description\n      descriptionText\n      location\n      date\n      time\n      image\n      responsiveImage {\n        ...ResponsiveImage_image\n      }\n      publishedAt\n      expiresAt\n    }\n  }\n": typeof types.EventDetailsDocument,
    "\n  query GalleryItems($first: Int!, $after: String, $album: ID) {\n    galleryItems(first: $first, after: $after, album: $album) {\n      nodes {\n        id\n        title\n        description\n        alt\n        imageUrl\n        responsiveImage {\n          ...ResponsiveImage_image\n        }\n        date\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.GalleryItemsDocument,
    "\n  query GeneralInfo {\n    generalInfoContent {\n      sections {\n        title\n        description\n        documents {\n          ...DocumentCard_document\n        }\n      }\n      otherDocuments {\n        ...DocumentCard_document\n      }\n    }\n  }\n": typeof types.GeneralInfoDocument,
    "\n  fragment DocumentCard_document on Document {\n    id\n    title\n    size\n    fileUrl\n    uploadDate\n  }\n": typeof types.DocumentCard_DocumentFragmentDoc,
    "\n  query HistoryPageContent {\n    school {\n      foundingYear\n    }\n    historyContent {\n      subtitle\n      story\n      principals {\n        ...PrincipalCard_principal\n      }\n      legacyTitle\n      legacyText\n    }\n  }\n": typeof types.HistoryPageContentDocument,
    "\n  fragment PrincipalCard_principal on PreviousPrincipal {\n    name\n    years\n    picture {\n      ...ContentImage_picture\n    }\n  }\n": typeof types.PrincipalCard_PrincipalFragmentDoc,
    "\n  query HomeAnnouncements($first: Int!) {\n    announcements(first: $first) {\n      nodes {\n        ...AnnouncementCard_announcement\n      }\n    }\n  }\n": typeof types.HomeAnnouncementsDocument,
    "\n  query HomePageContent {\n    school {\n      foundingYear\n    }\n    homeContent {\n      ...HeroSlideshow_home\n      ...AboutSection_home\n    }\n    missionValuesContent {\n      ...AboutSection_missionValues\n    }\n  }\n": typeof types.HomePageContentDocument,
    "\n  query HomeEvents($first: Int!) {\n    events(first: $first, timeframe: UPCOMING) {\n      nodes {\n        ...EventCard_event\n      }\n    }\n  }\n": typeof types.HomeEventsDocument,
    "\n  query HomeNews($first: Int!) {\n    news(first: $first) {\n      nodes {\n        ...NewsCard_news\n      }\n    }\n  }\n": typeof types.HomeNewsDocument,
    "\n  fragment AboutSection_home on HomeContent {\n    storyTitle\n    story\n  }\n": typeof types.AboutSection_HomeFragmentDoc,
    "\n  fragment AboutSection_missionValues on MissionValuesContent {\n    mission\n    values {\n      name\n      icon\n      summary\n    }\n  }\n": typeof types.AboutSection_MissionValuesFragmentDoc,
    "\n  fragment HeroSlideshow_home on HomeContent {\n    heroEyebrow\n    heroTitle\n    heroText\n    heroSlides {\n      caption\n      enabled\n      picture {\n        alt\n        image {\n          ...ResponsiveImage_image\n        }\n      }\n    }\n  }\n": typeof types.HeroSlideshow_HomeFragmentDoc,
    "\n  query MissionValuesPageContent {\n    missionValuesContent {\n      mission\n      values {\n        name\n        icon\n        description\n      }\n    }\n  }\n": typeof types.MissionValuesPageContentDocument,
    "\n  query NewsList($first: Int!, $after: String, $search: String, $category: String) {\n    news(first: $first, after: $after, search: $search, category: $category) {\n      nodes {\n        ...NewsCard_news\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.NewsListDocument,
    "\n  query NewsCategories {\n    newsCategories\n  }\n": typeof types.NewsCategoriesDocument,
    "\n  query NewsArticle($id: ID!) {\n    newsItem(id: $id) {\n      id\n      title\n      date\n      category\n      image\n      responsiveImage {\n        ...ResponsiveImage_image\n      }\n      excerpt\n      content\n      publishedAt\n      expiresAt\n    }\n  }\n": typeof types.NewsArticleDocument,
    "\n  query SiteSearch($q: String!, $kind: SearchKind, $first: Int, $offset: Int) {\n    search(q: $q, kind: $kind, first: $first, offset: $offset) {\n      total\n      hits {\n        kind\n        title\n        path\n        date\n        snippet {\n          text\n          highlighted\n        }\n      }\n    }\n  }\n": typeof types.SiteSearchDocument,
    "\n  query StaffPageDirectory {\n    staffDirectory {\n      subtitle\n      principal {\n        name\n        role\n        picture {\n          ...ContentImage_picture\n        }\n      }\n      groups {\n        title\n        picture {\n          ...ContentImage_picture\n        }\n        rows {\n          label\n          people {\n            ...StaffPerson_member\n          }\n        }\n      }\n    }\n  }\n": typeof types.StaffPageDirectoryDocument,
    "\n  fragment StaffPerson_member on StaffMember {\n    name\n    role\n    picture {\n      ...ContentImage_picture\n    }\n  }\n": typeof types.StaffPerson_MemberFragmentDoc,
};
const documents: Documents = {
    "\n  query EventCalendars {\n    eventCalendars {\n      category\n      path\n    }\n  }\n": types.EventCalendarsDocument,
    "\n  fragment SessionTokens_tokens on AuthTokens {\n    accessToken\n    expiresIn\n    mustSetUpTwoFactor\n    user {\n      id\n      username\n      email\n      role\n    }\n  }\n": types.SessionTokens_TokensFragmentDoc,
    "\n  mutation RefreshSession {\n    refreshSession {\n      ...SessionTokens_tokens\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  query SchoolIdentity {\n    school {\n      name\n      motto\n      foundingYear\n      tagline\n      address\n      phone\n      email\n      timeZone\n      admissionsPortalUrl\n      mapUrl\n      officeHours {\n        day\n        opens\n        closes\n      }\n      socialLinks {\n        network\n        url\n      }\n    }\n  }\n": types.SchoolIdentityDocument,
    "\n  query UrgentAnnouncement($first: Int!) {\n    announcements(priority: high, first: $first) {\n      nodes {\n        id\n        title\n        urgent\n        updatedAt\n      }\n    }\n  }\n": types.UrgentAnnouncementDocument,
    "\n  fragment AnnouncementCard_announcement on Announcement {\n    id\n    title\n    contentText\n    date\n    priority\n  }\n": types.AnnouncementCard_AnnouncementFragmentDoc,
    "\n  fragment EventCard_event on Event {\n    id\n    title\n    descriptionText\n    date\n    time\n    location\n    image\n    responsiveImage {\n      ...ResponsiveImage_image\n    }\n  }\n": types.EventCard_EventFragmentDoc,
    "\n  fragment NewsCard_news on News {\n    id\n    title\n    excerpt\n    date\n    category\n    image\n    responsiveImage {\n      ...ResponsiveImage_image\n    }\n  }\n": types.NewsCard_NewsFragmentDoc,
    "\n  fragment ContentImage_picture on ContentPicture {\n    alt\n    image {\n      ...ResponsiveImage_image\n    }\n  }\n": types.ContentImage_PictureFragmentDoc,
    "\n  fragment ResponsiveImage_image on ResponsiveImage {\n    src\n    srcset\n    type\n    width\n    height\n  }\n": types.ResponsiveImage_ImageFragmentDoc,
    "\n  query AboutPageContent {\n    missionValuesContent {\n      mission\n      vision\n    }\n    aboutContent {\n      subtitle\n      timeline {\n        ...Timeline_entry\n      }\n      statistics {\n        value\n        label\n      }\n      closingTitle\n      closingText\n    }\n  }\n": types.AboutPageContentDocument,
    "\n  fragment Timeline_entry on TimelineEntry {\n    year\n    title\n    description\n    picture {\n      ...ContentImage_picture\n    }\n  }\n": types.Timeline_EntryFragmentDoc,
    "\n  query MonthEvents($first: Int!, $from: String!, $to: String!) {\n    events(first: $first, timeframe: ALL, from: $from, to: $to) {\n      nodes {\n        id\n        title\n        date\n        time\n        location\n      }\n    }\n  }\n": types.MonthEventsDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation DisableTotp($currentPassword: String!, $code: String!) {\n    disableTotp(currentPassword: $currentPassword, code: $code)\n  }\n": types.DisableTotpDocument,
    "\n  query MySessions {\n    mySessions {\n      ...SessionRow_session\n    }\n    school {\n      timeZone\n    }\n  }\n": types.MySessionsDocument,
    "\n  query MyTwoFactor {\n    myTwoFactor {\n      enabled\n      recoveryCodesLeft\n      required\n    }\n  }\n": types.MyTwoFactorDocument,
    "\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code)\n  }\n": types.RegenerateRecoveryCodesDocument,
    "\n  mutation SetUpTotp {\n    setUpTotp {\n      sharedSecret\n      setupUri\n      qrCode\n    }\n  }\n": types.SetUpTotpDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n": types.SignOutOtherSessionsDocument,
    "\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id)\n  }\n": types.SignOutSessionDocument,
    "\n  mutation VerifyTotpSetup($code: String!) {\n    verifyTotpSetup(code: $code)\n  }\n": types.VerifyTotpSetupDocument,
    "\n  fragment SessionRow_session on AccountSession {\n    id\n    userAgent\n    clientAddress\n    signedInAt\n    lastUsedAt\n    current\n  }\n": types.SessionRow_SessionFragmentDoc,
    "\n  query AlertsOverview {\n    alertsOverview {\n      urgentSubscribers\n      pushSubscribers\n      digestSubscribers\n      awaitingConfirmation\n      recentSends {\n        kind\n        subject\n        sentAt\n        recipients\n        delivered\n        failed\n        queued\n      }\n    }\n    school {\n      timeZone\n    }\n  }\n": types.AlertsOverviewDocument,
    "\n  mutation SendTestAlert {\n    sendTestAlert\n  }\n": types.SendTestAlertDocument,
    "\n  fragment AdminAnnouncementRow_announcement on Announcement {\n    version\n    ...AnnouncementCard_announcement\n    content\n    urgent\n    active\n    requestedPriority\n    createdAt\n    publishedAt\n    expiresAt\n  }\n": types.AdminAnnouncementRow_AnnouncementFragmentDoc,
    "\n    query AdminAnnouncementsList($first: Int!, $after: String, $search: String, $state: PublicationState) {\n      announcements(first: $first, after: $after, search: $search, includeInactive: true, state: $state) {\n        nodes {\n          ...AdminAnnouncementRow_announcement\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  ": types.AdminAnnouncementsListDocument,
    "\n    mutation CreateAnnouncement($input: AnnouncementInput!) {\n      createAnnouncement(input: $input) {\n        ...AdminAnnouncementRow_announcement\n      }\n    }\n  ": types.CreateAnnouncementDocument,
    "\n    mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!, $expectedVersion: Int) {\n      updateAnnouncement(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminAnnouncementRow_announcement\n      }\n    }\n  ": types.UpdateAnnouncementDocument,
    "\n    mutation DeleteAnnouncement($id: ID!) {\n      deleteAnnouncement(id: $id)\n    }\n  ": types.DeleteAnnouncementDocument,
    "\n    query AnnouncementVersions($id: ID!) {\n      announcementVersions(id: $id) {\n        version\n        savedAt\n        savedBy\n        title\n      }\n    }\n  ": types.AnnouncementVersionsDocument,
    "\n    mutation RestoreAnnouncementVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {\n      restoreAnnouncementVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n        ...AdminAnnouncementRow_announcement\n      }\n    }\n  ": types.RestoreAnnouncementVersionDocument,
    "\n    query LatestAnnouncement($id: ID!) {\n      announcement(id: $id) {\n        ...AdminAnnouncementRow_announcement\n      }\n    }\n  ": types.LatestAnnouncementDocument,
    "\n  fragment AuditEntryRow_entry on AuditEntry {\n    id\n    at\n    actor\n    action\n    subjectType\n    summary\n    clientAddress\n  }\n": types.AuditEntryRow_EntryFragmentDoc,
    "\n  query AuditLog($first: Int!, $after: String, $action: AuditAction, $subjectType: String, $search: String) {\n    auditLog(first: $first, after: $after, action: $action, subjectType: $subjectType, search: $search) {\n      nodes {\n        ...AuditEntryRow_entry\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    auditSubjectTypes\n    school {\n      timeZone\n    }\n  }\n": types.AuditLogDocument,
    "\n  mutation ConfirmForgotPassword($username: String!, $code: String!, $newPassword: String!) {\n    confirmForgotPassword(username: $username, code: $code, newPassword: $newPassword)\n  }\n": types.ConfirmForgotPasswordDocument,
    "\n  mutation ConfirmNewPassword($session: String!, $newPassword: String!) {\n    confirmSignInWithNewPassword(session: $session, newPassword: $newPassword) {\n      nextStep\n      session\n      signedIn {\n        ...SessionTokens_tokens\n      }\n    }\n  }\n": types.ConfirmNewPasswordDocument,
    "\n  mutation ConfirmTotp($session: String!, $code: String!) {\n    confirmSignInWithTotp(session: $session, code: $code) {\n      nextStep\n      signedIn {\n        ...SessionTokens_tokens\n      }\n    }\n  }\n": types.ConfirmTotpDocument,
    "\n  mutation ForgotPassword($username: String!) {\n    forgotPassword(username: $username)\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation SignIn($username: String!, $password: String!) {\n    signIn(username: $username, password: $password) {\n      nextStep\n      session\n      sessionExpiresAt\n      signedIn {\n        ...SessionTokens_tokens\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  fragment VersionChanges_field on VersionField {\n    name\n    label\n    format\n    value\n    empty\n  }\n": types.VersionChanges_FieldFragmentDoc,
    "\n  query ItemVersionFields($type: VersionedType!, $id: ID!) {\n    itemVersions(type: $type, id: $id) {\n      version\n      fields {\n        ...VersionChanges_field\n      }\n    }\n  }\n": types.ItemVersionFieldsDocument,
    "\n  query AdminAboutContent {\n    aboutContent {\n      ...AboutContentForm_content\n    }\n  }\n": types.AdminAboutContentDocument,
    "\n  mutation UpdateAboutContent($input: AboutContentInput!, $expectedVersion: Int!) {\n    updateAboutContent(input: $input, expectedVersion: $expectedVersion) {\n      ...AboutContentForm_content\n    }\n  }\n": types.UpdateAboutContentDocument,
    "\n  mutation RestoreAboutContent($version: Int!, $expectedVersion: Int!) {\n    restoreAboutContent(version: $version, expectedVersion: $expectedVersion) {\n      ...AboutContentForm_content\n    }\n  }\n": types.RestoreAboutContentDocument,
    "\n  query AdminAdmissionsContent {\n    admissionsContent {\n      ...AdmissionsContentForm_content\n    }\n  }\n": types.AdminAdmissionsContentDocument,
    "\n  mutation UpdateAdmissionsContent($input: AdmissionsContentInput!, $expectedVersion: Int!) {\n    updateAdmissionsContent(input: $input, expectedVersion: $expectedVersion) {\n      ...AdmissionsContentForm_content\n    }\n  }\n": types.UpdateAdmissionsContentDocument,
    "\n  mutation RestoreAdmissionsContent($version: Int!, $expectedVersion: Int!) {\n    restoreAdmissionsContent(version: $version, expectedVersion: $expectedVersion) {\n      ...AdmissionsContentForm_content\n    }\n  }\n": types.RestoreAdmissionsContentDocument,
    "\n  query ContentRevisions($page: ContentPage!) {\n    contentRevisions(page: $page) {\n      id\n      version\n      savedAt\n      savedBy\n    }\n    school {\n      timeZone\n    }\n  }\n": types.ContentRevisionsDocument,
    "\n  query GalleryPictures($first: Int!, $after: String) {\n    galleryItems(first: $first, after: $after) {\n      nodes {\n        id\n        title\n        imageId\n        responsiveImage {\n          ...ResponsiveImage_image\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.GalleryPicturesDocument,
    "\n  query AdminGeneralInfoContent {\n    generalInfoContent {\n      ...GeneralInfoForm_content\n    }\n  }\n": types.AdminGeneralInfoContentDocument,
    "\n  mutation UpdateGeneralInfoContent($input: GeneralInfoContentInput!, $expectedVersion: Int!) {\n    updateGeneralInfoContent(input: $input, expectedVersion: $expectedVersion) {\n      ...GeneralInfoForm_content\n    }\n  }\n": types.UpdateGeneralInfoContentDocument,
    "\n  mutation RestoreGeneralInfoContent($version: Int!, $expectedVersion: Int!) {\n    restoreGeneralInfoContent(version: $version, expectedVersion: $expectedVersion) {\n      ...GeneralInfoForm_content\n    }\n  }\n": types.RestoreGeneralInfoContentDocument,
    "\n  query AdminHistoryContent {\n    historyContent {\n      ...HistoryContentForm_content\n    }\n  }\n": types.AdminHistoryContentDocument,
    "\n  mutation UpdateHistoryContent($input: HistoryContentInput!, $expectedVersion: Int!) {\n    updateHistoryContent(input: $input, expectedVersion: $expectedVersion) {\n      ...HistoryContentForm_content\n    }\n  }\n": types.UpdateHistoryContentDocument,
    "\n  mutation RestoreHistoryContent($version: Int!, $expectedVersion: Int!) {\n    restoreHistoryContent(version: $version, expectedVersion: $expectedVersion) {\n      ...HistoryContentForm_content\n    }\n  }\n": types.RestoreHistoryContentDocument,
    "\n  query AdminHomeContent {\n    homeContent {\n      ...HomeContentForm_content\n    }\n  }\n": types.AdminHomeContentDocument,
    "\n  mutation UpdateHomeContent($input: HomeContentInput!, $expectedVersion: Int!) {\n    updateHomeContent(input: $input, expectedVersion: $expectedVersion) {\n      ...HomeContentForm_content\n    }\n  }\n": types.UpdateHomeContentDocument,
    "\n  mutation RestoreHomeContent($version: Int!, $expectedVersion: Int!) {\n    restoreHomeContent(version: $version, expectedVersion: $expectedVersion) {\n      ...HomeContentForm_content\n    }\n  }\n": types.RestoreHomeContentDocument,
    "\n  query AdminMissionValuesContent {\n    missionValuesContent {\n      ...MissionValuesForm_content\n    }\n  }\n": types.AdminMissionValuesContentDocument,
    "\n  mutation UpdateMissionValuesContent($input: MissionValuesContentInput!, $expectedVersion: Int!) {\n    updateMissionValuesContent(input: $input, expectedVersion: $expectedVersion) {\n      ...MissionValuesForm_content\n    }\n  }\n": types.UpdateMissionValuesContentDocument,
    "\n  mutation RestoreMissionValuesContent($version: Int!, $expectedVersion: Int!) {\n    restoreMissionValuesContent(version: $version, expectedVersion: $expectedVersion) {\n      ...MissionValuesForm_content\n    }\n  }\n": types.RestoreMissionValuesContentDocument,
    "\n  query AdminSchool {\n    school {\n      ...SchoolSettingsForm_school\n    }\n  }\n": types.AdminSchoolDocument,
    "\n  mutation UpdateSchool($input: SchoolInput!, $expectedVersion: Int!) {\n    updateSchool(input: $input, expectedVersion: $expectedVersion) {\n      ...SchoolSettingsForm_school\n    }\n  }\n": types.UpdateSchoolDocument,
    "\n  mutation RestoreSchool($version: Int!, $expectedVersion: Int!) {\n    restoreSchool(version: $version, expectedVersion: $expectedVersion) {\n      ...SchoolSettingsForm_school\n    }\n  }\n": types.RestoreSchoolDocument,
    "\n  query AdminStaffDirectory {\n    staffDirectory {\n      ...StaffDirectoryForm_directory\n    }\n  }\n": types.AdminStaffDirectoryDocument,
    "\n  mutation UpdateStaffDirectory($input: StaffDirectoryInput!, $expectedVersion: Int!) {\n    updateStaffDirectory(input: $input, expectedVersion: $expectedVersion) {\n      ...StaffDirectoryForm_directory\n    }\n  }\n": types.UpdateStaffDirectoryDocument,
    "\n  mutation RestoreStaffDirectory($version: Int!, $expectedVersion: Int!) {\n    restoreStaffDirectory(version: $version, expectedVersion: $expectedVersion) {\n      ...StaffDirectoryForm_directory\n    }\n  }\n": types.RestoreStaffDirectoryDocument,
    "\n  mutation UploadContentPicture($image: Upload!) {\n    uploadContentPicture(image: $image) {\n      ...PictureField_picture\n    }\n  }\n": types.UploadContentPictureDocument,
    "\n  fragment PictureField_picture on ContentPicture {\n    assetId\n    path\n    alt\n    image {\n      ...ResponsiveImage_image\n    }\n  }\n": types.PictureField_PictureFragmentDoc,
    "\n  fragment AboutContentForm_content on AboutContent {\n    subtitle\n    timeline {\n      year\n      title\n      description\n      picture {\n        ...PictureField_picture\n      }\n    }\n    statistics {\n      value\n      label\n    }\n    closingTitle\n    closingText\n    version\n    updatedAt\n    updatedBy\n  }\n": types.AboutContentForm_ContentFragmentDoc,
    "\n  fragment AdmissionsContentForm_content on AdmissionsContent {\n    intakeYear\n    subtitle\n    applicationsOpen\n    applicationsClose\n    processSteps\n    requiredDocuments\n    importantNote\n    keyDates {\n      label\n      startDate\n      endDate\n      note\n    }\n    closingNote\n    sections {\n      title\n      intro\n      numbered\n      items {\n        title\n        text\n      }\n    }\n    version\n    updatedAt\n    updatedBy\n  }\n": types.AdmissionsContentForm_ContentFragmentDoc,
    "\n  fragment GeneralInfoForm_content on GeneralInfoContent {\n    sections {\n      title\n      description\n      documents {\n        id\n        title\n      }\n    }\n    otherDocuments {\n      id\n      title\n    }\n    version\n    updatedAt\n    updatedBy\n  }\n": types.GeneralInfoForm_ContentFragmentDoc,
    "\n  fragment HistoryContentForm_content on HistoryContent {\n    subtitle\n    story\n    principals {\n      name\n      years\n      picture {\n        ...PictureField_picture\n      }\n    }\n    legacyTitle\n    legacyText\n    version\n    updatedAt\n    updatedBy\n  }\n": types.HistoryContentForm_ContentFragmentDoc,
    "\n  fragment HomeContentForm_content on HomeContent {\n    heroEyebrow\n    heroTitle\n    heroText\n    heroSlides {\n      caption\n      enabled\n      picture {\n        ...PictureField_picture\n      }\n    }\n    storyTitle\n    story\n    version\n    updatedAt\n    updatedBy\n  }\n": types.HomeContentForm_ContentFragmentDoc,
    "\n  fragment MissionValuesForm_content on MissionValuesContent {\n    mission\n    vision\n    values {\n      name\n      icon\n      summary\n      description\n    }\n    version\n    updatedAt\n    updatedBy\n  }\n": types.MissionValuesForm_ContentFragmentDoc,
    "\n  fragment SchoolSettingsForm_school on School {\n    name\n    motto\n    foundingYear\n    tagline\n    address\n    phone\n    email\n    mapUrl\n    admissionsPortalUrl\n    timeZone\n    officeHours {\n      day\n      opens\n      closes\n    }\n    socialLinks {\n      network\n      url\n    }\n    version\n    updatedAt\n    updatedBy\n  }\n": types.SchoolSettingsForm_SchoolFragmentDoc,
    "\n  fragment StaffDirectoryForm_directory on StaffDirectory {\n    subtitle\n    principal {\n      ...StaffDirectoryForm_member\n    }\n    groups {\n      title\n      picture {\n        ...PictureField_picture\n      }\n      rows {\n        label\n        people {\n          ...StaffDirectoryForm_member\n        }\n      }\n    }\n    version\n    updatedAt\n    updatedBy\n  }\n": types.StaffDirectoryForm_DirectoryFragmentDoc,
    "\n  fragment StaffDirectoryForm_member on StaffMember {\n    name\n    role\n    picture {\n      ...PictureField_picture\n    }\n  }\n": types.StaffDirectoryForm_MemberFragmentDoc,
    "\n  fragment AdminDocument_document on Document {\n    version\n    id\n    title\n    size\n    fileUrl\n    uploadDate\n    createdAt\n    publishedAt\n    expiresAt\n  }\n": types.AdminDocument_DocumentFragmentDoc,
    "\n    query AdminDocuments($first: Int!, $after: String, $state: PublicationState) {\n      documents(first: $first, after: $after, includeUnpublished: true, state: $state) {\n        nodes {\n          ...AdminDocument_document\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  ": types.AdminDocumentsDocument,
    "\n    mutation CreateDocument($input: DocumentInput!) {\n      createDocument(input: $input) {\n        ...AdminDocument_document\n      }\n    }\n  ": types.CreateDocumentDocument,
    "\n    mutation UpdateDocument($id: ID!, $input: DocumentInput!, $expectedVersion: Int) {\n      updateDocument(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminDocument_document\n      }\n    }\n  ": types.UpdateDocumentDocument,
    "\n    mutation DeleteDocument($id: ID!) {\n      deleteDocument(id: $id)\n    }\n  ": types.DeleteDocumentDocument,
    "\n    query DocumentVersions($id: ID!) {\n      documentVersions(id: $id) {\n        version\n        savedAt\n        savedBy\n        title\n      }\n    }\n  ": types.DocumentVersionsDocument,
    "\n    mutation RestoreDocumentVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {\n      restoreDocumentVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n        ...AdminDocument_document\n      }\n    }\n  ": types.RestoreDocumentVersionDocument,
    "\n    query LatestDocument($id: ID!) {\n      document(id: $id) {\n        ...AdminDocument_document\n      }\n    }\n  ": types.LatestDocumentDocument,
    "\n  fragment AdminEventRow_event on Event {\n    version\n    category\n    ...EventCard_event\n    description\n    createdAt\n    publishedAt\n    expiresAt\n  }\n": types.AdminEventRow_EventFragmentDoc,
    "\n    query AdminEventsList($first: Int!, $after: String, $search: String, $state: PublicationState) {\n      events(first: $first, after: $after, search: $search, timeframe: ALL, includeUnpublished: true, state: $state) {\n        nodes {\n          ...AdminEventRow_event\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  ": types.AdminEventsListDocument,
    "\n    mutation CreateEvent($input: EventInput!) {\n      createEvent(input: $input) {\n        ...AdminEventRow_event\n      }\n    }\n  ": types.CreateEventDocument,
    "\n    mutation UpdateEvent($id: ID!, $input: EventInput!, $expectedVersion: Int) {\n      updateEvent(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminEventRow_event\n      }\n    }\n  ": types.UpdateEventDocument,
    "\n    mutation DeleteEvent($id: ID!) {\n      deleteEvent(id: $id)\n    }\n  ": types.DeleteEventDocument,
    "\n    query EventVersions($id: ID!) {\n      eventVersions(id: $id) {\n        version\n        savedAt\n        savedBy\n        title\n      }\n    }\n  ": types.EventVersionsDocument,
    "\n    mutation RestoreEventVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {\n      restoreEventVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n        ...AdminEventRow_event\n      }\n    }\n  ": types.RestoreEventVersionDocument,
    "\n    query LatestEvent($id: ID!) {\n      event(id: $id) {\n        ...AdminEventRow_event\n      }\n    }\n  ": types.LatestEventDocument,
    "\n  query Albums {\n    albums {\n      id\n      name\n    }\n  }\n": types.AlbumsDocument,
    "\n  mutation CreateAlbum($input: AlbumInput!) {\n    createAlbum(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateAlbumDocument,
    "\n  mutation DeleteAlbum($id: ID!) {\n    deleteAlbum(id: $id)\n  }\n": types.DeleteAlbumDocument,
    "\n  fragment AdminGalleryItem_item on GalleryItem {\n    version\n    id\n    title\n    description\n    alt\n    albumId\n    position\n    imageUrl\n    responsiveImage {\n      ...ResponsiveImage_image\n    }\n    date\n    createdAt\n    publishedAt\n    expiresAt\n  }\n": types.AdminGalleryItem_ItemFragmentDoc,
    "\n    query AdminGalleryItems($first: Int!, $after: String, $state: PublicationState) {\n      galleryItems(first: $first, after: $after, includeUnpublished: true, state: $state) {\n        nodes {\n          ...AdminGalleryItem_item\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  ": types.AdminGalleryItemsDocument,
    "\n    mutation CreateGalleryItem($input: GalleryItemInput!) {\n      createGalleryItem(input: $input) {\n        ...AdminGalleryItem_item\n      }\n    }\n  ": types.CreateGalleryItemDocument,
    "\n    mutation UpdateGalleryItem($id: ID!, $input: GalleryItemInput!, $expectedVersion: Int) {\n      updateGalleryItem(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminGalleryItem_item\n      }\n    }\n  ": types.UpdateGalleryItemDocument,
    "\n    mutation DeleteGalleryItem($id: ID!) {\n      deleteGalleryItem(id: $id)\n    }\n  ": types.DeleteGalleryItemDocument,
    "\n    query GalleryItemVersions($id: ID!) {\n      galleryItemVersions(id: $id) {\n        version\n        savedAt\n        savedBy\n        title\n      }\n    }\n  ": types.GalleryItemVersionsDocument,
    "\n    mutation RestoreGalleryItemVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {\n      restoreGalleryItemVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n        ...AdminGalleryItem_item\n      }\n    }\n  ": types.RestoreGalleryItemVersionDocument,
    "\n    query LatestGalleryItem($id: ID!) {\n      galleryItem(id: $id) {\n        ...AdminGalleryItem_item\n      }\n    }\n  ": types.LatestGalleryItemDocument,
    "\n  mutation ReorderGalleryItems($ids: [ID!]!) {\n    reorderGalleryItems(ids: $ids) {\n      id\n      position\n    }\n  }\n": types.ReorderGalleryItemsDocument,
    "\n  mutation UpdateAlbum($id: ID!, $input: AlbumInput!) {\n    updateAlbum(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": types.UpdateAlbumDocument,
    "\n  fragment MessageCard_message on ContactMessage {\n    id\n    name\n    email\n    subject\n    message\n    read\n    readAt\n    createdAt\n  }\n": types.MessageCard_MessageFragmentDoc,
    "\n  query ContactMessages($first: Int!, $after: String) {\n    contactMessages(first: $first, after: $after) {\n      nodes {\n        ...MessageCard_message\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ContactMessagesDocument,
    "\n  mutation DeleteMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n": types.DeleteMessageDocument,
    "\n  mutation MarkMessageRead($id: ID!, $read: Boolean!) {\n    markContactMessageRead(id: $id, read: $read) {\n      ...MessageCard_message\n    }\n  }\n": types.MarkMessageReadDocument,
    "\n  query UnreadMessageCount {\n    unreadContactMessageCount\n  }\n": types.UnreadMessageCountDocument,
    "\n  fragment AdminNewsRow_news on News {\n    version\n    ...NewsCard_news\n    content\n    createdAt\n    publishedAt\n    expiresAt\n  }\n": types.AdminNewsRow_NewsFragmentDoc,
    "\n    query AdminNewsList($first: Int!, $after: String, $search: String, $state: PublicationState) {\n      news(first: $first, after: $after, search: $search, includeUnpublished: true, state: $state) {\n        nodes {\n          ...AdminNewsRow_news\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  ": types.AdminNewsListDocument,
    "\n    mutation CreateNews($input: NewsInput!) {\n      createNews(input: $input) {\n        ...AdminNewsRow_news\n      }\n    }\n  ": types.CreateNewsDocument,
    "\n    mutation UpdateNews($id: ID!, $input: NewsInput!, $expectedVersion: Int) {\n      updateNews(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminNewsRow_news\n      }\n    }\n  ": types.UpdateNewsDocument,
    "\n    mutation DeleteNews($id: ID!) {\n      deleteNews(id: $id)\n    }\n  ": types.DeleteNewsDocument,
    "\n    query NewsVersions($id: ID!) {\n      newsVersions(id: $id) {\n        version\n        savedAt\n        savedBy\n        title\n      }\n    }\n  ": types.NewsVersionsDocument,
    "\n    mutation RestoreNewsVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {\n      restoreNewsVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n        ...AdminNewsRow_news\n      }\n    }\n  ": types.RestoreNewsVersionDocument,
    "\n    query LatestNews($id: ID!) {\n      newsItem(id: $id) {\n        ...AdminNewsRow_news\n      }\n    }\n  ": types.LatestNewsDocument,
    "\n  query PreviewLinks($kind: PreviewKind!, $itemId: ID!) {\n    previewLinks(kind: $kind, itemId: $itemId) {\n      ...SharePreviewDialog_link\n    }\n  }\n": types.PreviewLinksDocument,
    "\n  mutation RevokePreviewLink($id: ID!) {\n    revokePreviewLink(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.RevokePreviewLinkDocument,
    "\n  mutation SharePreview($kind: PreviewKind!, $itemId: ID!) {\n    sharePreview(kind: $kind, itemId: $itemId) {\n      ...SharePreviewDialog_link\n    }\n  }\n": types.SharePreviewDocument,
    "\n  fragment SharePreviewDialog_link on PreviewLink {\n    id\n    expiresAt\n    token\n  }\n": types.SharePreviewDialog_LinkFragmentDoc,
    "\n  mutation AcceptStaffInvitation($token: String!, $newPassword: String!) {\n    acceptStaffInvitation(token: $token, newPassword: $newPassword) {\n      id\n      username\n    }\n  }\n": types.AcceptStaffInvitationDocument,
    "\n  mutation ChangeStaffRole($id: ID!, $role: StaffRole!) {\n    changeStaffRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": types.ChangeStaffRoleDocument,
    "\n  mutation CheckStaffInvitation($token: String!) {\n    checkStaffInvitation(token: $token)\n  }\n": types.CheckStaffInvitationDocument,
    "\n  mutation DisableStaffAccount($id: ID!) {\n    disableStaffAccount(id: $id) {\n      id\n      status\n    }\n  }\n": types.DisableStaffAccountDocument,
    "\n  mutation EnableStaffAccount($id: ID!) {\n    enableStaffAccount(id: $id) {\n      id\n      status\n    }\n  }\n": types.EnableStaffAccountDocument,
    "\n  mutation InviteStaff($email: String!, $role: StaffRole!) {\n    inviteStaff(email: $email, role: $role) {\n      ...StaffRow_account\n    }\n  }\n": types.InviteStaffDocument,
    "\n  mutation ResendStaffInvitation($id: ID!) {\n    resendStaffInvitation(id: $id) {\n      id\n    }\n  }\n": types.ResendStaffInvitationDocument,
    "\n  mutation ResetStaffTwoFactor($id: ID!) {\n    resetStaffTwoFactor(id: $id) {\n      id\n      twoFactorEnabled\n    }\n  }\n": types.ResetStaffTwoFactorDocument,
    "\n  query SecuritySettings {\n    securitySettings {\n      requireTwoFactor\n    }\n  }\n": types.SecuritySettingsDocument,
    "\n  query StaffAccounts {\n    staffAccounts {\n      ...StaffRow_account\n    }\n    school {\n      timeZone\n    }\n  }\n": types.StaffAccountsDocument,
    "\n  mutation UpdateSecuritySettings($requireTwoFactor: Boolean!) {\n    updateSecuritySettings(requireTwoFactor: $requireTwoFactor) {\n      requireTwoFactor\n    }\n  }\n": types.UpdateSecuritySettingsDocument,
    "\n  fragment StaffRow_account on User {\n    id\n    username\n    email\n    role\n    status\n    lastSignInAt\n    twoFactorEnabled\n  }\n": types.StaffRow_AccountFragmentDoc,
    "\n  mutation DeleteForever($kind: TrashKind!, $id: ID!) {\n    deleteForever(kind: $kind, id: $id)\n  }\n": types.DeleteForeverDocument,
    "\n  mutation RestoreFromTrash($kind: TrashKind!, $id: ID!) {\n    restoreFromTrash(kind: $kind, id: $id)\n  }\n": types.RestoreFromTrashDocument,
    "\n  fragment TrashRow_item on TrashedItem {\n    kind\n    kindName\n    id\n    title\n    deletedAt\n    deletedBy\n    purgesAt\n  }\n": types.TrashRow_ItemFragmentDoc,
    "\n  query Trash {\n    trash {\n      ...TrashRow_item\n    }\n    school {\n      timeZone\n    }\n  }\n": types.TrashDocument,
    "\n  query AdmissionsPageContent {\n    school {\n      timeZone\n      admissionsPortalUrl\n    }\n    admissionsContent {\n      intakeYear\n      subtitle\n      applicationsOpen\n      applicationsClose\n      processSteps\n      requiredDocuments\n      importantNote\n      keyDates {\n        label\n        startDate\n        endDate\n        note\n      }\n      closingNote\n      sections {\n        title\n        intro\n        numbered\n        items {\n          title\n          text\n        }\n      }\n    }\n  }\n": types.AdmissionsPageContentDocument,
    "\n  fragment AlertPreferences_fields on AlertPreferences {\n    email\n    urgent\n    digest\n    confirmed\n  }\n": types.AlertPreferences_FieldsFragmentDoc,
    "\n  mutation SubscribeToAlerts($email: String!, $urgent: Boolean!, $digest: Boolean!) {\n    subscribeToAlerts(email: $email, urgent: $urgent, digest: $digest)\n  }\n": types.SubscribeToAlertsDocument,
    "\n  mutation ConfirmAlerts($token: String!) {\n    confirmAlerts(token: $token) {\n      ...AlertPreferences_fields\n    }\n  }\n": types.ConfirmAlertsDocument,
    "\n  query AlertPreferences($token: String!) {\n    alertPreferences(token: $token) {\n      ...AlertPreferences_fields\n    }\n  }\n": types.AlertPreferencesDocument,
    "\n  mutation UpdateAlertPreferences($token: String!, $urgent: Boolean!, $digest: Boolean!) {\n    updateAlertPreferences(token: $token, urgent: $urgent, digest: $digest) {\n      ...AlertPreferences_fields\n    }\n  }\n": types.UpdateAlertPreferencesDocument,
    "\n  mutation UnsubscribeFromAlerts($token: String!) {\n    unsubscribeFromAlerts(token: $token)\n  }\n": types.UnsubscribeFromAlertsDocument,
    "\n  query WebPushPublicKey {\n    webPushPublicKey\n  }\n": types.WebPushPublicKeyDocument,
    "\n  mutation SubscribeToPush($subscription: PushSubscriptionInput!) {\n    subscribeToPush(subscription: $subscription)\n  }\n": types.SubscribeToPushDocument,
    "\n  mutation UnsubscribeFromPush($endpoint: String!) {\n    unsubscribeFromPush(endpoint: $endpoint)\n  }\n": types.UnsubscribeFromPushDocument,
    "\n  query AnnouncementsList($first: Int!, $after: String, $search: String, $priority: Priority) {\n    announcements(first: $first, after: $after, search: $search, priority: $priority) {\n      nodes {\n        ...AnnouncementCard_announcement\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AnnouncementsListDocument,
    "\n  query AnnouncementDetails($id: ID!) {\n    announcement(id: $id) {\n      id\n      title\n      content\n      contentText\n      date\n      priority\n      urgent\n      publishedAt\n      expiresAt\n    }\n  }\n": types.AnnouncementDetailsDocument,
    "\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input)\n  }\n": types.SubmitContactMessageDocument,
    "\n  query EventsList($first: Int!, $after: String, $search: String, $timeframe: EventTimeframe!) {\n    events(first: $first, after: $after, search: $search, timeframe: $timeframe) {\n      nodes {\n        ...EventCard_event\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.EventsListDocument,
    "\n  query EventDetails($id: ID!) {\n    event(id: $id) {\n      id\n      title\n      description\n      descriptionText\n      location\n      date\n      time\n      image\n      responsiveImage {\n        ...ResponsiveImage_image\n      }\n      publishedAt\n      expiresAt\n    }\n  }\n": types.EventDetailsDocument,
    "\n  query GalleryItems($first: Int!, $after: String, $album: ID) {\n    galleryItems(first: $first, after: $after, album: $album) {\n      nodes {\n        id\n        title\n        description\n        alt\n        imageUrl\n        responsiveImage {\n          ...ResponsiveImage_image\n        }\n        date\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.GalleryItemsDocument,
    "\n  query GeneralInfo {\n    generalInfoContent {\n      sections {\n        title\n        description\n        documents {\n          ...DocumentCard_document\n        }\n      }\n      otherDocuments {\n        ...DocumentCard_document\n      }\n    }\n  }\n": types.GeneralInfoDocument,
    "\n  fragment DocumentCard_document on Document {\n    id\n    title\n    size\n    fileUrl\n    uploadDate\n  }\n": types.DocumentCard_DocumentFragmentDoc,
    "\n  query HistoryPageContent {\n    school {\n      foundingYear\n    }\n    historyContent {\n      subtitle\n      story\n      principals {\n        ...PrincipalCard_principal\n      }\n      legacyTitle\n      legacyText\n    }\n  }\n": types.HistoryPageContentDocument,
    "\n  fragment PrincipalCard_principal on PreviousPrincipal {\n    name\n    years\n    picture {\n      ...ContentImage_picture\n    }\n  }\n": types.PrincipalCard_PrincipalFragmentDoc,
    "\n  query HomeAnnouncements($first: Int!) {\n    announcements(first: $first) {\n      nodes {\n        ...AnnouncementCard_announcement\n      }\n    }\n  }\n": types.HomeAnnouncementsDocument,
    "\n  query HomePageContent {\n    school {\n      foundingYear\n    }\n    homeContent {\n      ...HeroSlideshow_home\n      ...AboutSection_home\n    }\n    missionValuesContent {\n      ...AboutSection_missionValues\n    }\n  }\n": types.HomePageContentDocument,
    "\n  query HomeEvents($first: Int!) {\n    events(first: $first, timeframe: UPCOMING) {\n      nodes {\n        ...EventCard_event\n      }\n    }\n  }\n": types.HomeEventsDocument,
    "\n  query HomeNews($first: Int!) {\n    news(first: $first) {\n      nodes {\n        ...NewsCard_news\n      }\n    }\n  }\n": types.HomeNewsDocument,
    "\n  fragment AboutSection_home on HomeContent {\n    storyTitle\n    story\n  }\n": types.AboutSection_HomeFragmentDoc,
    "\n  fragment AboutSection_missionValues on MissionValuesContent {\n    mission\n    values {\n      name\n      icon\n      summary\n    }\n  }\n": types.AboutSection_MissionValuesFragmentDoc,
    "\n  fragment HeroSlideshow_home on HomeContent {\n    heroEyebrow\n    heroTitle\n    heroText\n    heroSlides {\n      caption\n      enabled\n      picture {\n        alt\n        image {\n          ...ResponsiveImage_image\n        }\n      }\n    }\n  }\n": types.HeroSlideshow_HomeFragmentDoc,
    "\n  query MissionValuesPageContent {\n    missionValuesContent {\n      mission\n      values {\n        name\n        icon\n        description\n      }\n    }\n  }\n": types.MissionValuesPageContentDocument,
    "\n  query NewsList($first: Int!, $after: String, $search: String, $category: String) {\n    news(first: $first, after: $after, search: $search, category: $category) {\n      nodes {\n        ...NewsCard_news\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.NewsListDocument,
    "\n  query NewsCategories {\n    newsCategories\n  }\n": types.NewsCategoriesDocument,
    "\n  query NewsArticle($id: ID!) {\n    newsItem(id: $id) {\n      id\n      title\n      date\n      category\n      image\n      responsiveImage {\n        ...ResponsiveImage_image\n      }\n      excerpt\n      content\n      publishedAt\n      expiresAt\n    }\n  }\n": types.NewsArticleDocument,
    "\n  query SiteSearch($q: String!, $kind: SearchKind, $first: Int, $offset: Int) {\n    search(q: $q, kind: $kind, first: $first, offset: $offset) {\n      total\n      hits {\n        kind\n        title\n        path\n        date\n        snippet {\n          text\n          highlighted\n        }\n      }\n    }\n  }\n": types.SiteSearchDocument,
    "\n  query StaffPageDirectory {\n    staffDirectory {\n      subtitle\n      principal {\n        name\n        role\n        picture {\n          ...ContentImage_picture\n        }\n      }\n      groups {\n        title\n        picture {\n          ...ContentImage_picture\n        }\n        rows {\n          label\n          people {\n            ...StaffPerson_member\n          }\n        }\n      }\n    }\n  }\n": types.StaffPageDirectoryDocument,
    "\n  fragment StaffPerson_member on StaffMember {\n    name\n    role\n    picture {\n      ...ContentImage_picture\n    }\n  }\n": types.StaffPerson_MemberFragmentDoc,
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
export function graphql(source: "\n  query EventCalendars {\n    eventCalendars {\n      category\n      path\n    }\n  }\n"): (typeof documents)["\n  query EventCalendars {\n    eventCalendars {\n      category\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionTokens_tokens on AuthTokens {\n    accessToken\n    expiresIn\n    mustSetUpTwoFactor\n    user {\n      id\n      username\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  fragment SessionTokens_tokens on AuthTokens {\n    accessToken\n    expiresIn\n    mustSetUpTwoFactor\n    user {\n      id\n      username\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession {\n    refreshSession {\n      ...SessionTokens_tokens\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession {\n    refreshSession {\n      ...SessionTokens_tokens\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolIdentity {\n    school {\n      name\n      motto\n      foundingYear\n      tagline\n      address\n      phone\n      email\n      timeZone\n      admissionsPortalUrl\n      mapUrl\n      officeHours {\n        day\n        opens\n        closes\n      }\n      socialLinks {\n        network\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query SchoolIdentity {\n    school {\n      name\n      motto\n      foundingYear\n      tagline\n      address\n      phone\n      email\n      timeZone\n      admissionsPortalUrl\n      mapUrl\n      officeHours {\n        day\n        opens\n        closes\n      }\n      socialLinks {\n        network\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UrgentAnnouncement($first: Int!) {\n    announcements(priority: high, first: $first) {\n      nodes {\n        id\n        title\n        urgent\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query UrgentAnnouncement($first: Int!) {\n    announcements(priority: high, first: $first) {\n      nodes {\n        id\n        title\n        urgent\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnnouncementCard_announcement on Announcement {\n    id\n    title\n    contentText\n    date\n    priority\n  }\n"): (typeof documents)["\n  fragment AnnouncementCard_announcement on Announcement {\n    id\n    title\n    contentText\n    date\n    priority\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCard_event on Event {\n    id\n    title\n    descriptionText\n    date\n    time\n    location\n    image\n    responsiveImage {\n      ...ResponsiveImage_image\n    }\n  }\n"): (typeof documents)["\n  fragment EventCard_event on Event {\n    id\n    title\n    descriptionText\n    date\n    time\n    location\n    image\n    responsiveImage {\n      ...ResponsiveImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsCard_news on News {\n    id\n    title\n    excerpt\n    date\n    category\n    image\n    responsiveImage {\n      ...ResponsiveImage_image\n    }\n  }\n"): (typeof documents)["\n  fragment NewsCard_news on News {\n    id\n    title\n    excerpt\n    date\n    category\n    image\n    responsiveImage {\n      ...ResponsiveImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentImage_picture on ContentPicture {\n    alt\n    image {\n      ...ResponsiveImage_image\n    }\n  }\n"): (typeof documents)["\n  fragment ContentImage_picture on ContentPicture {\n    alt\n    image {\n      ...ResponsiveImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResponsiveImage_image on ResponsiveImage {\n    src\n    srcset\n    type\n    width\n    height\n  }\n"): (typeof documents)["\n  fragment ResponsiveImage_image on ResponsiveImage {\n    src\n    srcset\n    type\n    width\n    height\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AboutPageContent {\n    missionValuesContent {\n      mission\n      vision\n    }\n    aboutContent {\n      subtitle\n      timeline {\n        ...Timeline_entry\n      }\n      statistics {\n        value\n        label\n      }\n      closingTitle\n      closingText\n    }\n  }\n"): (typeof documents)["\n  query AboutPageContent {\n    missionValuesContent {\n      mission\n      vision\n    }\n    aboutContent {\n      subtitle\n      timeline {\n        ...Timeline_entry\n      }\n      statistics {\n        value\n        label\n      }\n      closingTitle\n      closingText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Timeline_entry on TimelineEntry {\n    year\n    title\n    description\n    picture {\n      ...ContentImage_picture\n    }\n  }\n"): (typeof documents)["\n  fragment Timeline_entry on TimelineEntry {\n    year\n    title\n    description\n    picture {\n      ...ContentImage_picture\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonthEvents($first: Int!, $from: String!, $to: String!) {\n    events(first: $first, timeframe: ALL, from: $from, to: $to) {\n      nodes {\n        id\n        title\n        date\n        time\n        location\n      }\n    }\n  }\n"): (typeof documents)["\n  query MonthEvents($first: Int!, $from: String!, $to: String!) {\n    events(first: $first, timeframe: ALL, from: $from, to: $to) {\n      nodes {\n        id\n        title\n        date\n        time\n        location\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTotp($currentPassword: String!, $code: String!) {\n    disableTotp(currentPassword: $currentPassword, code: $code)\n  }\n"): (typeof documents)["\n  mutation DisableTotp($currentPassword: String!, $code: String!) {\n    disableTotp(currentPassword: $currentPassword, code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      ...SessionRow_session\n    }\n    school {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      ...SessionRow_session\n    }\n    school {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTwoFactor {\n    myTwoFactor {\n      enabled\n      recoveryCodesLeft\n      required\n    }\n  }\n"): (typeof documents)["\n  query MyTwoFactor {\n    myTwoFactor {\n      enabled\n      recoveryCodesLeft\n      required\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code)\n  }\n"): (typeof documents)["\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUpTotp {\n    setUpTotp {\n      sharedSecret\n      setupUri\n      qrCode\n    }\n  }\n"): (typeof documents)["\n  mutation SetUpTotp {\n    setUpTotp {\n      sharedSecret\n      setupUri\n      qrCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n"): (typeof documents)["\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id)\n  }\n"): (typeof documents)["\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyTotpSetup($code: String!) {\n    verifyTotpSetup(code: $code)\n  }\n"): (typeof documents)["\n  mutation VerifyTotpSetup($code: String!) {\n    verifyTotpSetup(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionRow_session on AccountSession {\n    id\n    userAgent\n    clientAddress\n    signedInAt\n    lastUsedAt\n    current\n  }\n"): (typeof documents)["\n  fragment SessionRow_session on AccountSession {\n    id\n    userAgent\n    clientAddress\n    signedInAt\n    lastUsedAt\n    current\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertsOverview {\n    alertsOverview {\n      urgentSubscribers\n      pushSubscribers\n      digestSubscribers\n      awaitingConfirmation\n      recentSends {\n        kind\n        subject\n        sentAt\n        recipients\n        delivered\n        failed\n        queued\n      }\n    }\n    school {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query AlertsOverview {\n    alertsOverview {\n      urgentSubscribers\n      pushSubscribers\n      digestSubscribers\n      awaitingConfirmation\n      recentSends {\n        kind\n        subject\n        sentAt\n        recipients\n        delivered\n        failed\n        queued\n      }\n    }\n    school {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestAlert {\n    sendTestAlert\n  }\n"): (typeof documents)["\n  mutation SendTestAlert {\n    sendTestAlert\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminAnnouncementRow_announcement on Announcement {\n    version\n    ...AnnouncementCard_announcement\n    content\n    urgent\n    active\n    requestedPriority\n    createdAt\n    publishedAt\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment AdminAnnouncementRow_announcement on Announcement {\n    version\n    ...AnnouncementCard_announcement\n    content\n    urgent\n    active\n    requestedPriority\n    createdAt\n    publishedAt\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminAnnouncementsList($first: Int!, $after: String, $search: String, $state: PublicationState) {\n      announcements(first: $first, after: $after, search: $search, includeInactive: true, state: $state) {\n        nodes {\n          ...AdminAnnouncementRow_announcement\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  "): (typeof documents)["\n    query AdminAnnouncementsList($first: Int!, $after: String, $search: String, $state: PublicationState) {\n      announcements(first: $first, after: $after, search: $search, includeInactive: true, state: $state) {\n        nodes {\n          ...AdminAnnouncementRow_announcement\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CreateAnnouncement($input: AnnouncementInput!) {\n      createAnnouncement(input: $input) {\n        ...AdminAnnouncementRow_announcement\n      }\n    }\n  "): (typeof documents)["\n    mutation CreateAnnouncement($input: AnnouncementInput!) {\n      createAnnouncement(input: $input) {\n        ...AdminAnnouncementRow_announcement\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!, $expectedVersion: Int) {\n      updateAnnouncement(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminAnnouncementRow_announcement\n      }\n    }\n  "): (typeof documents)["\n    mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!, $expectedVersion: Int) {\n      updateAnnouncement(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminAnnouncementRow_announcement\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteAnnouncement($id: ID!) {\n      deleteAnnouncement(id: $id)\n    }\n  "): (typeof documents)["\n    mutation DeleteAnnouncement($id: ID!) {\n      deleteAnnouncement(id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AnnouncementVersions($id: ID!) {\n      announcementVersions(id: $id) {\n        version\n        savedAt\n        savedBy\n        title\n      }\n    }\n  "): (typeof documents)["\n    query AnnouncementVersions($id: ID!) {\n      announcementVersions(id: $id) {\n        version\n        savedAt\n        savedBy\n        title\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestoreAnnouncementVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {\n      restoreAnnouncementVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n        ...AdminAnnouncementRow_announcement\n      }\n    }\n  "): (typeof documents)["\n    mutation RestoreAnnouncementVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {\n      restoreAnnouncementVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n        ...AdminAnnouncementRow_announcement\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query LatestAnnouncement($id: ID!) {\n      announcement(id: $id) {\n        ...AdminAnnouncementRow_announcement\n      }\n    }\n  "): (typeof documents)["\n    query LatestAnnouncement($id: ID!) {\n      announcement(id: $id) {\n        ...AdminAnnouncementRow_announcement\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditEntryRow_entry on AuditEntry {\n    id\n    at\n    actor\n    action\n    subjectType\n    summary\n    clientAddress\n  }\n"): (typeof documents)["\n  fragment AuditEntryRow_entry on AuditEntry {\n    id\n    at\n    actor\n    action\n    subjectType\n    summary\n    clientAddress\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($first: Int!, $after: String, $action: AuditAction, $subjectType: String, $search: String) {\n    auditLog(first: $first, after: $after, action: $action, subjectType: $subjectType, search: $search) {\n      nodes {\n        ...AuditEntryRow_entry\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    auditSubjectTypes\n    school {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($first: Int!, $after: String, $action: AuditAction, $subjectType: String, $search: String) {\n    auditLog(first: $first, after: $after, action: $action, subjectType: $subjectType, search: $search) {\n      nodes {\n        ...AuditEntryRow_entry\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    auditSubjectTypes\n    school {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmForgotPassword($username: String!, $code: String!, $newPassword: String!) {\n    confirmForgotPassword(username: $username, code: $code, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ConfirmForgotPassword($username: String!, $code: String!, $newPassword: String!) {\n    confirmForgotPassword(username: $username, code: $code, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmNewPassword($session: String!, $newPassword: String!) {\n    confirmSignInWithNewPassword(session: $session, newPassword: $newPassword) {\n      nextStep\n      session\n      signedIn {\n        ...SessionTokens_tokens\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmNewPassword($session: String!, $newPassword: String!) {\n    confirmSignInWithNewPassword(session: $session, newPassword: $newPassword) {\n      nextStep\n      session\n      signedIn {\n        ...SessionTokens_tokens\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTotp($session: String!, $code: String!) {\n    confirmSignInWithTotp(session: $session, code: $code) {\n      nextStep\n      signedIn {\n        ...SessionTokens_tokens\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTotp($session: String!, $code: String!) {\n    confirmSignInWithTotp(session: $session, code: $code) {\n      nextStep\n      signedIn {\n        ...SessionTokens_tokens\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($username: String!) {\n    forgotPassword(username: $username)\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($username: String!) {\n    forgotPassword(username: $username)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($username: String!, $password: String!) {\n    signIn(username: $username, password: $password) {\n      nextStep\n      session\n      sessionExpiresAt\n      signedIn {\n        ...SessionTokens_tokens\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($username: String!, $password: String!) {\n    signIn(username: $username, password: $password) {\n      nextStep\n      session\n      sessionExpiresAt\n      signedIn {\n        ...SessionTokens_tokens\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VersionChanges_field on VersionField {\n    name\n    label\n    format\n    value\n    empty\n  }\n"): (typeof documents)["\n  fragment VersionChanges_field on VersionField {\n    name\n    label\n    format\n    value\n    empty\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ItemVersionFields($type: VersionedType!, $id: ID!) {\n    itemVersions(type: $type, id: $id) {\n      version\n      fields {\n        ...VersionChanges_field\n      }\n    }\n  }\n"): (typeof documents)["\n  query ItemVersionFields($type: VersionedType!, $id: ID!) {\n    itemVersions(type: $type, id: $id) {\n      version\n      fields {\n        ...VersionChanges_field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAboutContent {\n    aboutContent {\n      ...AboutContentForm_content\n    }\n  }\n"): (typeof documents)["\n  query AdminAboutContent {\n    aboutContent {\n      ...AboutContentForm_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAboutContent($input: AboutContentInput!, $expectedVersion: Int!) {\n    updateAboutContent(input: $input, expectedVersion: $expectedVersion) {\n      ...AboutContentForm_content\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAboutContent($input: AboutContentInput!, $expectedVersion: Int!) {\n    updateAboutContent(input: $input, expectedVersion: $expectedVersion) {\n      ...AboutContentForm_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreAboutContent($version: Int!, $expectedVersion: Int!) {\n    restoreAboutContent(version: $version, expectedVersion: $expectedVersion) {\n      ...AboutContentForm_content\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreAboutContent($version: Int!, $expectedVersion: Int!) {\n    restoreAboutContent(version: $version, expectedVersion: $expectedVersion) {\n      ...AboutContentForm_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAdmissionsContent {\n    admissionsContent {\n      ...AdmissionsContentForm_content\n    }\n  }\n"): (typeof documents)["\n  query AdminAdmissionsContent {\n    admissionsContent {\n      ...AdmissionsContentForm_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAdmissionsContent($input: AdmissionsContentInput!, $expectedVersion: Int!) {\n    updateAdmissionsContent(input: $input, expectedVersion: $expectedVersion) {\n      ...AdmissionsContentForm_content\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAdmissionsContent($input: AdmissionsContentInput!, $expectedVersion: Int!) {\n    updateAdmissionsContent(input: $input, expectedVersion: $expectedVersion) {\n      ...AdmissionsContentForm_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreAdmissionsContent($version: Int!, $expectedVersion: Int!) {\n    restoreAdmissionsContent(version: $version, expectedVersion: $expectedVersion) {\n      ...AdmissionsContentForm_content\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreAdmissionsContent($version: Int!, $expectedVersion: Int!) {\n    restoreAdmissionsContent(version: $version, expectedVersion: $expectedVersion) {\n      ...AdmissionsContentForm_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentRevisions($page: ContentPage!) {\n    contentRevisions(page: $page) {\n      id\n      version\n      savedAt\n      savedBy\n    }\n    school {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query ContentRevisions($page: ContentPage!) {\n    contentRevisions(page: $page) {\n      id\n      version\n      savedAt\n      savedBy\n    }\n    school {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryPictures($first: Int!, $after: String) {\n    galleryItems(first: $first, after: $after) {\n      nodes {\n        id\n        title\n        imageId\n        responsiveImage {\n          ...ResponsiveImage_image\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query GalleryPictures($first: Int!, $after: String) {\n    galleryItems(first: $first, after: $after) {\n      nodes {\n        id\n        title\n        imageId\n        responsiveImage {\n          ...ResponsiveImage_image\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGeneralInfoContent {\n    generalInfoContent {\n      ...GeneralInfoForm_content\n    }\n  }\n"): (typeof documents)["\n  query AdminGeneralInfoContent {\n    generalInfoContent {\n      ...GeneralInfoForm_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGeneralInfoContent($input: GeneralInfoContentInput!, $expectedVersion: Int!) {\n    updateGeneralInfoContent(input: $input, expectedVersion: $expectedVersion) {\n      ...GeneralInfoForm_content\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGeneralInfoContent($input: GeneralInfoContentInput!, $expectedVersion: Int!) {\n    updateGeneralInfoContent(input: $input, expectedVersion: $expectedVersion) {\n      ...GeneralInfoForm_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreGeneralInfoContent($version: Int!, $expectedVersion: Int!) {\n    restoreGeneralInfoContent(version: $version, expectedVersion: $expectedVersion) {\n      ...GeneralInfoForm_content\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreGeneralInfoContent($version: Int!, $expectedVersion: Int!) {\n    restoreGeneralInfoContent(version: $version, expectedVersion: $expectedVersion) {\n      ...GeneralInfoForm_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHistoryContent {\n    historyContent {\n      ...HistoryContentForm_content\n    }\n  }\n"): (typeof documents)["\n  query AdminHistoryContent {\n    historyContent {\n      ...HistoryContentForm_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHistoryContent($input: HistoryContentInput!, $expectedVersion: Int!) {\n    updateHistoryContent(input: $input, expectedVersion: $expectedVersion) {\n      ...HistoryContentForm_content\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHistoryContent($input: HistoryContentInput!, $expectedVersion: Int!) {\n    updateHistoryContent(input: $input, expectedVersion: $expectedVersion) {\n      ...HistoryContentForm_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreHistoryContent($version: Int!, $expectedVersion: Int!) {\n    restoreHistoryContent(version: $version, expectedVersion: $expectedVersion) {\n      ...HistoryContentForm_content\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreHistoryContent($version: Int!, $expectedVersion: Int!) {\n    restoreHistoryContent(version: $version, expectedVersion: $expectedVersion) {\n      ...HistoryContentForm_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHomeContent {\n    homeContent {\n      ...HomeContentForm_content\n    }\n  }\n"): (typeof documents)["\n  query AdminHomeContent {\n    homeContent {\n      ...HomeContentForm_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHomeContent($input: HomeContentInput!, $expectedVersion: Int!) {\n    updateHomeContent(input: $input, expectedVersion: $expectedVersion) {\n      ...HomeContentForm_content\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHomeContent($input: HomeContentInput!, $expectedVersion: Int!) {\n    updateHomeContent(input: $input, expectedVersion: $expectedVersion) {\n      ...HomeContentForm_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreHomeContent($version: Int!, $expectedVersion: Int!) {\n    restoreHomeContent(version: $version, expectedVersion: $expectedVersion) {\n      ...HomeContentForm_content\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreHomeContent($version: Int!, $expectedVersion: Int!) {\n    restoreHomeContent(version: $version, expectedVersion: $expectedVersion) {\n      ...HomeContentForm_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMissionValuesContent {\n    missionValuesContent {\n      ...MissionValuesForm_content\n    }\n  }\n"): (typeof documents)["\n  query AdminMissionValuesContent {\n    missionValuesContent {\n      ...MissionValuesForm_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMissionValuesContent($input: MissionValuesContentInput!, $expectedVersion: Int!) {\n    updateMissionValuesContent(input: $input, expectedVersion: $expectedVersion) {\n      ...MissionValuesForm_content\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMissionValuesContent($input: MissionValuesContentInput!, $expectedVersion: Int!) {\n    updateMissionValuesContent(input: $input, expectedVersion: $expectedVersion) {\n      ...MissionValuesForm_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreMissionValuesContent($version: Int!, $expectedVersion: Int!) {\n    restoreMissionValuesContent(version: $version, expectedVersion: $expectedVersion) {\n      ...MissionValuesForm_content\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreMissionValuesContent($version: Int!, $expectedVersion: Int!) {\n    restoreMissionValuesContent(version: $version, expectedVersion: $expectedVersion) {\n      ...MissionValuesForm_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSchool {\n    school {\n      ...SchoolSettingsForm_school\n    }\n  }\n"): (typeof documents)["\n  query AdminSchool {\n    school {\n      ...SchoolSettingsForm_school\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSchool($input: SchoolInput!, $expectedVersion: Int!) {\n    updateSchool(input: $input, expectedVersion: $expectedVersion) {\n      ...SchoolSettingsForm_school\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSchool($input: SchoolInput!, $expectedVersion: Int!) {\n    updateSchool(input: $input, expectedVersion: $expectedVersion) {\n      ...SchoolSettingsForm_school\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreSchool($version: Int!, $expectedVersion: Int!) {\n    restoreSchool(version: $version, expectedVersion: $expectedVersion) {\n      ...SchoolSettingsForm_school\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreSchool($version: Int!, $expectedVersion: Int!) {\n    restoreSchool(version: $version, expectedVersion: $expectedVersion) {\n      ...SchoolSettingsForm_school\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStaffDirectory {\n    staffDirectory {\n      ...StaffDirectoryForm_directory\n    }\n  }\n"): (typeof documents)["\n  query AdminStaffDirectory {\n    staffDirectory {\n      ...StaffDirectoryForm_directory\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStaffDirectory($input: StaffDirectoryInput!, $expectedVersion: Int!) {\n    updateStaffDirectory(input: $input, expectedVersion: $expectedVersion) {\n      ...StaffDirectoryForm_directory\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStaffDirectory($input: StaffDirectoryInput!, $expectedVersion: Int!) {\n    updateStaffDirectory(input: $input, expectedVersion: $expectedVersion) {\n      ...StaffDirectoryForm_directory\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreStaffDirectory($version: Int!, $expectedVersion: Int!) {\n    restoreStaffDirectory(version: $version, expectedVersion: $expectedVersion) {\n      ...StaffDirectoryForm_directory\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreStaffDirectory($version: Int!, $expectedVersion: Int!) {\n    restoreStaffDirectory(version: $version, expectedVersion: $expectedVersion) {\n      ...StaffDirectoryForm_directory\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadContentPicture($image: Upload!) {\n    uploadContentPicture(image: $image) {\n      ...PictureField_picture\n    }\n  }\n"): (typeof documents)["\n  mutation UploadContentPicture($image: Upload!) {\n    uploadContentPicture(image: $image) {\n      ...PictureField_picture\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PictureField_picture on ContentPicture {\n    assetId\n    path\n    alt\n    image {\n      ...ResponsiveImage_image\n    }\n  }\n"): (typeof documents)["\n  fragment PictureField_picture on ContentPicture {\n    assetId\n    path\n    alt\n    image {\n      ...ResponsiveImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AboutContentForm_content on AboutContent {\n    subtitle\n    timeline {\n      year\n      title\n      description\n      picture {\n        ...PictureField_picture\n      }\n    }\n    statistics {\n      value\n      label\n    }\n    closingTitle\n    closingText\n    version\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment AboutContentForm_content on AboutContent {\n    subtitle\n    timeline {\n      year\n      title\n      description\n      picture {\n        ...PictureField_picture\n      }\n    }\n    statistics {\n      value\n      label\n    }\n    closingTitle\n    closingText\n    version\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdmissionsContentForm_content on AdmissionsContent {\n    intakeYear\n    subtitle\n    applicationsOpen\n    applicationsClose\n    processSteps\n    requiredDocuments\n    importantNote\n    keyDates {\n      label\n      startDate\n      endDate\n      note\n    }\n    closingNote\n    sections {\n      title\n      intro\n      numbered\n      items {\n        title\n        text\n      }\n    }\n    version\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment AdmissionsContentForm_content on AdmissionsContent {\n    intakeYear\n    subtitle\n    applicationsOpen\n    applicationsClose\n    processSteps\n    requiredDocuments\n    importantNote\n    keyDates {\n      label\n      startDate\n      endDate\n      note\n    }\n    closingNote\n    sections {\n      title\n      intro\n      numbered\n      items {\n        title\n        text\n      }\n    }\n    version\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GeneralInfoForm_content on GeneralInfoContent {\n    sections {\n      title\n      description\n      documents {\n        id\n        title\n      }\n    }\n    otherDocuments {\n      id\n      title\n    }\n    version\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment GeneralInfoForm_content on GeneralInfoContent {\n    sections {\n      title\n      description\n      documents {\n        id\n        title\n      }\n    }\n    otherDocuments {\n      id\n      title\n    }\n    version\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HistoryContentForm_content on HistoryContent {\n    subtitle\n    story\n    principals {\n      name\n      years\n      picture {\n        ...PictureField_picture\n      }\n    }\n    legacyTitle\n    legacyText\n    version\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment HistoryContentForm_content on HistoryContent {\n    subtitle\n    story\n    principals {\n      name\n      years\n      picture {\n        ...PictureField_picture\n      }\n    }\n    legacyTitle\n    legacyText\n    version\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeContentForm_content on HomeContent {\n    heroEyebrow\n    heroTitle\n    heroText\n    heroSlides {\n      caption\n      enabled\n      picture {\n        ...PictureField_picture\n      }\n    }\n    storyTitle\n    story\n    version\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment HomeContentForm_content on HomeContent {\n    heroEyebrow\n    heroTitle\n    heroText\n    heroSlides {\n      caption\n      enabled\n      picture {\n        ...PictureField_picture\n      }\n    }\n    storyTitle\n    story\n    version\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MissionValuesForm_content on MissionValuesContent {\n    mission\n    vision\n    values {\n      name\n      icon\n      summary\n      description\n    }\n    version\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment MissionValuesForm_content on MissionValuesContent {\n    mission\n    vision\n    values {\n      name\n      icon\n      summary\n      description\n    }\n    version\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SchoolSettingsForm_school on School {\n    name\n    motto\n    foundingYear\n    tagline\n    address\n    phone\n    email\n    mapUrl\n    admissionsPortalUrl\n    timeZone\n    officeHours {\n      day\n      opens\n      closes\n    }\n    socialLinks {\n      network\n      url\n    }\n    version\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment SchoolSettingsForm_school on School {\n    name\n    motto\n    foundingYear\n    tagline\n    address\n    phone\n    email\n    mapUrl\n    admissionsPortalUrl\n    timeZone\n    officeHours {\n      day\n      opens\n      closes\n    }\n    socialLinks {\n      network\n      url\n    }\n    version\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffDirectoryForm_directory on StaffDirectory {\n    subtitle\n    principal {\n      ...StaffDirectoryForm_member\n    }\n    groups {\n      title\n      picture {\n        ...PictureField_picture\n      }\n      rows {\n        label\n        people {\n          ...StaffDirectoryForm_member\n        }\n      }\n    }\n    version\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment StaffDirectoryForm_directory on StaffDirectory {\n    subtitle\n    principal {\n      ...StaffDirectoryForm_member\n    }\n    groups {\n      title\n      picture {\n        ...PictureField_picture\n      }\n      rows {\n        label\n        people {\n          ...StaffDirectoryForm_member\n        }\n      }\n    }\n    version\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffDirectoryForm_member on StaffMember {\n    name\n    role\n    picture {\n      ...PictureField_picture\n    }\n  }\n"): (typeof documents)["\n  fragment StaffDirectoryForm_member on StaffMember {\n    name\n    role\n    picture {\n      ...PictureField_picture\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminDocument_document on Document {\n    version\n    id\n    title\n    size\n    fileUrl\n    uploadDate\n    createdAt\n    publishedAt\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment AdminDocument_document on Document {\n    version\n    id\n    title\n    size\n    fileUrl\n    uploadDate\n    createdAt\n    publishedAt\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminDocuments($first: Int!, $after: String, $state: PublicationState) {\n      documents(first: $first, after: $after, includeUnpublished: true, state: $state) {\n        nodes {\n          ...AdminDocument_document\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  "): (typeof documents)["\n    query AdminDocuments($first: Int!, $after: String, $state: PublicationState) {\n      documents(first: $first, after: $after, includeUnpublished: true, state: $state) {\n        nodes {\n          ...AdminDocument_document\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CreateDocument($input: DocumentInput!) {\n      createDocument(input: $input) {\n        ...AdminDocument_document\n      }\n    }\n  "): (typeof documents)["\n    mutation CreateDocument($input: DocumentInput!) {\n      createDocument(input: $input) {\n        ...AdminDocument_document\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateDocument($id: ID!, $input: DocumentInput!, $expectedVersion: Int) {\n      updateDocument(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminDocument_document\n      }\n    }\n  "): (typeof documents)["\n    mutation UpdateDocument($id: ID!, $input: DocumentInput!, $expectedVersion: Int) {\n      updateDocument(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminDocument_document\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteDocument($id: ID!) {\n      deleteDocument(id: $id)\n    }\n  "): (typeof documents)["\n    mutation DeleteDocument($id: ID!) {\n      deleteDocument(id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query DocumentVersions($id: ID!) {\n      documentVersions(id: $id) {\n        version\n        savedAt\n        savedBy\n        title\n      }\n    }\n  "): (typeof documents)["\n    query DocumentVersions($id: ID!) {\n      documentVersions(id: $id) {\n        version\n        savedAt\n        savedBy\n        title\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestoreDocumentVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {\n      restoreDocumentVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n        ...AdminDocument_document\n      }\n    }\n  "): (typeof documents)["\n    mutation RestoreDocumentVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {\n      restoreDocumentVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n        ...AdminDocument_document\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query LatestDocument($id: ID!) {\n      document(id: $id) {\n        ...AdminDocument_document\n      }\n    }\n  "): (typeof documents)["\n    query LatestDocument($id: ID!) {\n      document(id: $id) {\n        ...AdminDocument_document\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminEventRow_event on Event {\n    version\n    category\n    ...EventCard_event\n    description\n    createdAt\n    publishedAt\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment AdminEventRow_event on Event {\n    version\n    category\n    ...EventCard_event\n    description\n    createdAt\n    publishedAt\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminEventsList($first: Int!, $after: String, $search: String, $state: PublicationState) {\n      events(first: $first, after: $after, search: $search, timeframe: ALL, includeUnpublished: true, state: $state) {\n        nodes {\n          ...AdminEventRow_event\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  "): (typeof documents)["\n    query AdminEventsList($first: Int!, $after: String, $search: String, $state: PublicationState) {\n      events(first: $first, after: $after, search: $search, timeframe: ALL, includeUnpublished: true, state: $state) {\n        nodes {\n          ...AdminEventRow_event\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CreateEvent($input: EventInput!) {\n      createEvent(input: $input) {\n        ...AdminEventRow_event\n      }\n    }\n  "): (typeof documents)["\n    mutation CreateEvent($input: EventInput!) {\n      createEvent(input: $input) {\n        ...AdminEventRow_event\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateEvent($id: ID!, $input: EventInput!, $expectedVersion: Int) {\n      updateEvent(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminEventRow_event\n      }\n    }\n  "): (typeof documents)["\n    mutation UpdateEvent($id: ID!, $input: EventInput!, $expectedVersion: Int) {\n      updateEvent(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminEventRow_event\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteEvent($id: ID!) {\n      deleteEvent(id: $id)\n    }\n  "): (typeof documents)["\n    mutation DeleteEvent($id: ID!) {\n      deleteEvent(id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query EventVersions($id: ID!) {\n      eventVersions(id: $id) {\n        version\n        savedAt\n        savedBy\n        title\n      }\n    }\n  "): (typeof documents)["\n    query EventVersions($id: ID!) {\n      eventVersions(id: $id) {\n        version\n        savedAt\n        savedBy\n        title\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestoreEventVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {\n      restoreEventVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n        ...AdminEventRow_event\n      }\n    }\n  "): (typeof documents)["\n    mutation RestoreEventVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {\n      restoreEventVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n        ...AdminEventRow_event\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query LatestEvent($id: ID!) {\n      event(id: $id) {\n        ...AdminEventRow_event\n      }\n    }\n  "): (typeof documents)["\n    query LatestEvent($id: ID!) {\n      event(id: $id) {\n        ...AdminEventRow_event\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Albums {\n    albums {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query Albums {\n    albums {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAlbum($input: AlbumInput!) {\n    createAlbum(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAlbum($input: AlbumInput!) {\n    createAlbum(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAlbum($id: ID!) {\n    deleteAlbum(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteAlbum($id: ID!) {\n    deleteAlbum(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminGalleryItem_item on GalleryItem {\n    version\n    id\n    title\n    description\n    alt\n    albumId\n    position\n    imageUrl\n    responsiveImage {\n      ...ResponsiveImage_image\n    }\n    date\n    createdAt\n    publishedAt\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment AdminGalleryItem_item on GalleryItem {\n    version\n    id\n    title\n    description\n    alt\n    albumId\n    position\n    imageUrl\n    responsiveImage {\n      ...ResponsiveImage_image\n    }\n    date\n    createdAt\n    publishedAt\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminGalleryItems($first: Int!, $after: String, $state: PublicationState) {\n      galleryItems(first: $first, after: $after, includeUnpublished: true, state: $state) {\n        nodes {\n          ...AdminGalleryItem_item\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  "): (typeof documents)["\n    query AdminGalleryItems($first: Int!, $after: String, $state: PublicationState) {\n      galleryItems(first: $first, after: $after, includeUnpublished: true, state: $state) {\n        nodes {\n          ...AdminGalleryItem_item\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CreateGalleryItem($input: GalleryItemInput!) {\n      createGalleryItem(input: $input) {\n        ...AdminGalleryItem_item\n      }\n    }\n  "): (typeof documents)["\n    mutation CreateGalleryItem($input: GalleryItemInput!) {\n      createGalleryItem(input: $input) {\n        ...AdminGalleryItem_item\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateGalleryItem($id: ID!, $input: GalleryItemInput!, $expectedVersion: Int) {\n      updateGalleryItem(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminGalleryItem_item\n      }\n    }\n  "): (typeof documents)["\n    mutation UpdateGalleryItem($id: ID!, $input: GalleryItemInput!, $expectedVersion: Int) {\n      updateGalleryItem(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminGalleryItem_item\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteGalleryItem($id: ID!) {\n      deleteGalleryItem(id: $id)\n    }\n  "): (typeof documents)["\n    mutation DeleteGalleryItem($id: ID!) {\n      deleteGalleryItem(id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query GalleryItemVersions($id: ID!) {\n      galleryItemVersions(id: $id) {\n        version\n        savedAt\n        savedBy\n        title\n      }\n    }\n  "): (typeof documents)["\n    query GalleryItemVersions($id: ID!) {\n      galleryItemVersions(id: $id) {\n        version\n        savedAt\n        savedBy\n        title\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestoreGalleryItemVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {\n      restoreGalleryItemVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n        ...AdminGalleryItem_item\n      }\n    }\n  "): (typeof documents)["\n    mutation RestoreGalleryItemVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {\n      restoreGalleryItemVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n        ...AdminGalleryItem_item\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query LatestGalleryItem($id: ID!) {\n      galleryItem(id: $id) {\n        ...AdminGalleryItem_item\n      }\n    }\n  "): (typeof documents)["\n    query LatestGalleryItem($id: ID!) {\n      galleryItem(id: $id) {\n        ...AdminGalleryItem_item\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderGalleryItems($ids: [ID!]!) {\n    reorderGalleryItems(ids: $ids) {\n      id\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderGalleryItems($ids: [ID!]!) {\n    reorderGalleryItems(ids: $ids) {\n      id\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAlbum($id: ID!, $input: AlbumInput!) {\n    updateAlbum(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAlbum($id: ID!, $input: AlbumInput!) {\n    updateAlbum(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageCard_message on ContactMessage {\n    id\n    name\n    email\n    subject\n    message\n    read\n    readAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MessageCard_message on ContactMessage {\n    id\n    name\n    email\n    subject\n    message\n    read\n    readAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactMessages($first: Int!, $after: String) {\n    contactMessages(first: $first, after: $after) {\n      nodes {\n        ...MessageCard_message\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactMessages($first: Int!, $after: String) {\n    contactMessages(first: $first, after: $after) {\n      nodes {\n        ...MessageCard_message\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkMessageRead($id: ID!, $read: Boolean!) {\n    markContactMessageRead(id: $id, read: $read) {\n      ...MessageCard_message\n    }\n  }\n"): (typeof documents)["\n  mutation MarkMessageRead($id: ID!, $read: Boolean!) {\n    markContactMessageRead(id: $id, read: $read) {\n      ...MessageCard_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadMessageCount {\n    unreadContactMessageCount\n  }\n"): (typeof documents)["\n  query UnreadMessageCount {\n    unreadContactMessageCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminNewsRow_news on News {\n    version\n    ...NewsCard_news\n    content\n    createdAt\n    publishedAt\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment AdminNewsRow_news on News {\n    version\n    ...NewsCard_news\n    content\n    createdAt\n    publishedAt\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminNewsList($first: Int!, $after: String, $search: String, $state: PublicationState) {\n      news(first: $first, after: $after, search: $search, includeUnpublished: true, state: $state) {\n        nodes {\n          ...AdminNewsRow_news\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  "): (typeof documents)["\n    query AdminNewsList($first: Int!, $after: String, $search: String, $state: PublicationState) {\n      news(first: $first, after: $after, search: $search, includeUnpublished: true, state: $state) {\n        nodes {\n          ...AdminNewsRow_news\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CreateNews($input: NewsInput!) {\n      createNews(input: $input) {\n        ...AdminNewsRow_news\n      }\n    }\n  "): (typeof documents)["\n    mutation CreateNews($input: NewsInput!) {\n      createNews(input: $input) {\n        ...AdminNewsRow_news\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateNews($id: ID!, $input: NewsInput!, $expectedVersion: Int) {\n      updateNews(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminNewsRow_news\n      }\n    }\n  "): (typeof documents)["\n    mutation UpdateNews($id: ID!, $input: NewsInput!, $expectedVersion: Int) {\n      updateNews(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminNewsRow_news\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteNews($id: ID!) {\n      deleteNews(id: $id)\n    }\n  "): (typeof documents)["\n    mutation DeleteNews($id: ID!) {\n      deleteNews(id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query NewsVersions($id: ID!) {\n      newsVersions(id: $id) {\n        version\n        savedAt\n        savedBy\n        title\n      }\n    }\n  "): (typeof documents)["\n    query NewsVersions($id: ID!) {\n      newsVersions(id: $id) {\n        version\n        savedAt\n        savedBy\n        title\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestoreNewsVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {\n      restoreNewsVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n        ...AdminNewsRow_news\n      }\n    }\n  "): (typeof documents)["\n    mutation RestoreNewsVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {\n      restoreNewsVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n        ...AdminNewsRow_news\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query LatestNews($id: ID!) {\n      newsItem(id: $id) {\n        ...AdminNewsRow_news\n      }\n    }\n  "): (typeof documents)["\n    query LatestNews($id: ID!) {\n      newsItem(id: $id) {\n        ...AdminNewsRow_news\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewLinks($kind: PreviewKind!, $itemId: ID!) {\n    previewLinks(kind: $kind, itemId: $itemId) {\n      ...SharePreviewDialog_link\n    }\n  }\n"): (typeof documents)["\n  query PreviewLinks($kind: PreviewKind!, $itemId: ID!) {\n    previewLinks(kind: $kind, itemId: $itemId) {\n      ...SharePreviewDialog_link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokePreviewLink($id: ID!) {\n    revokePreviewLink(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokePreviewLink($id: ID!) {\n    revokePreviewLink(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SharePreview($kind: PreviewKind!, $itemId: ID!) {\n    sharePreview(kind: $kind, itemId: $itemId) {\n      ...SharePreviewDialog_link\n    }\n  }\n"): (typeof documents)["\n  mutation SharePreview($kind: PreviewKind!, $itemId: ID!) {\n    sharePreview(kind: $kind, itemId: $itemId) {\n      ...SharePreviewDialog_link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SharePreviewDialog_link on PreviewLink {\n    id\n    expiresAt\n    token\n  }\n"): (typeof documents)["\n  fragment SharePreviewDialog_link on PreviewLink {\n    id\n    expiresAt\n    token\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptStaffInvitation($token: String!, $newPassword: String!) {\n    acceptStaffInvitation(token: $token, newPassword: $newPassword) {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptStaffInvitation($token: String!, $newPassword: String!) {\n    acceptStaffInvitation(token: $token, newPassword: $newPassword) {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeStaffRole($id: ID!, $role: StaffRole!) {\n    changeStaffRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeStaffRole($id: ID!, $role: StaffRole!) {\n    changeStaffRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckStaffInvitation($token: String!) {\n    checkStaffInvitation(token: $token)\n  }\n"): (typeof documents)["\n  mutation CheckStaffInvitation($token: String!) {\n    checkStaffInvitation(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableStaffAccount($id: ID!) {\n    disableStaffAccount(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DisableStaffAccount($id: ID!) {\n    disableStaffAccount(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableStaffAccount($id: ID!) {\n    enableStaffAccount(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation EnableStaffAccount($id: ID!) {\n    enableStaffAccount(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteStaff($email: String!, $role: StaffRole!) {\n    inviteStaff(email: $email, role: $role) {\n      ...StaffRow_account\n    }\n  }\n"): (typeof documents)["\n  mutation InviteStaff($email: String!, $role: StaffRole!) {\n    inviteStaff(email: $email, role: $role) {\n      ...StaffRow_account\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendStaffInvitation($id: ID!) {\n    resendStaffInvitation(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ResendStaffInvitation($id: ID!) {\n    resendStaffInvitation(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetStaffTwoFactor($id: ID!) {\n    resetStaffTwoFactor(id: $id) {\n      id\n      twoFactorEnabled\n    }\n  }\n"): (typeof documents)["\n  mutation ResetStaffTwoFactor($id: ID!) {\n    resetStaffTwoFactor(id: $id) {\n      id\n      twoFactorEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecuritySettings {\n    securitySettings {\n      requireTwoFactor\n    }\n  }\n"): (typeof documents)["\n  query SecuritySettings {\n    securitySettings {\n      requireTwoFactor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffAccounts {\n    staffAccounts {\n      ...StaffRow_account\n    }\n    school {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query StaffAccounts {\n    staffAccounts {\n      ...StaffRow_account\n    }\n    school {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSecuritySettings($requireTwoFactor: Boolean!) {\n    updateSecuritySettings(requireTwoFactor: $requireTwoFactor) {\n      requireTwoFactor\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSecuritySettings($requireTwoFactor: Boolean!) {\n    updateSecuritySettings(requireTwoFactor: $requireTwoFactor) {\n      requireTwoFactor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffRow_account on User {\n    id\n    username\n    email\n    role\n    status\n    lastSignInAt\n    twoFactorEnabled\n  }\n"): (typeof documents)["\n  fragment StaffRow_account on User {\n    id\n    username\n    email\n    role\n    status\n    lastSignInAt\n    twoFactorEnabled\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteForever($kind: TrashKind!, $id: ID!) {\n    deleteForever(kind: $kind, id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteForever($kind: TrashKind!, $id: ID!) {\n    deleteForever(kind: $kind, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreFromTrash($kind: TrashKind!, $id: ID!) {\n    restoreFromTrash(kind: $kind, id: $id)\n  }\n"): (typeof documents)["\n  mutation RestoreFromTrash($kind: TrashKind!, $id: ID!) {\n    restoreFromTrash(kind: $kind, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrashRow_item on TrashedItem {\n    kind\n    kindName\n    id\n    title\n    deletedAt\n    deletedBy\n    purgesAt\n  }\n"): (typeof documents)["\n  fragment TrashRow_item on TrashedItem {\n    kind\n    kindName\n    id\n    title\n    deletedAt\n    deletedBy\n    purgesAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trash {\n    trash {\n      ...TrashRow_item\n    }\n    school {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query Trash {\n    trash {\n      ...TrashRow_item\n    }\n    school {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdmissionsPageContent {\n    school {\n      timeZone\n      admissionsPortalUrl\n    }\n    admissionsContent {\n      intakeYear\n      subtitle\n      applicationsOpen\n      applicationsClose\n      processSteps\n      requiredDocuments\n      importantNote\n      keyDates {\n        label\n        startDate\n        endDate\n        note\n      }\n      closingNote\n      sections {\n        title\n        intro\n        numbered\n        items {\n          title\n          text\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdmissionsPageContent {\n    school {\n      timeZone\n      admissionsPortalUrl\n    }\n    admissionsContent {\n      intakeYear\n      subtitle\n      applicationsOpen\n      applicationsClose\n      processSteps\n      requiredDocuments\n      importantNote\n      keyDates {\n        label\n        startDate\n        endDate\n        note\n      }\n      closingNote\n      sections {\n        title\n        intro\n        numbered\n        items {\n          title\n          text\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AlertPreferences_fields on AlertPreferences {\n    email\n    urgent\n    digest\n    confirmed\n  }\n"): (typeof documents)["\n  fragment AlertPreferences_fields on AlertPreferences {\n    email\n    urgent\n    digest\n    confirmed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeToAlerts($email: String!, $urgent: Boolean!, $digest: Boolean!) {\n    subscribeToAlerts(email: $email, urgent: $urgent, digest: $digest)\n  }\n"): (typeof documents)["\n  mutation SubscribeToAlerts($email: String!, $urgent: Boolean!, $digest: Boolean!) {\n    subscribeToAlerts(email: $email, urgent: $urgent, digest: $digest)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmAlerts($token: String!) {\n    confirmAlerts(token: $token) {\n      ...AlertPreferences_fields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmAlerts($token: String!) {\n    confirmAlerts(token: $token) {\n      ...AlertPreferences_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertPreferences($token: String!) {\n    alertPreferences(token: $token) {\n      ...AlertPreferences_fields\n    }\n  }\n"): (typeof documents)["\n  query AlertPreferences($token: String!) {\n    alertPreferences(token: $token) {\n      ...AlertPreferences_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAlertPreferences($token: String!, $urgent: Boolean!, $digest: Boolean!) {\n    updateAlertPreferences(token: $token, urgent: $urgent, digest: $digest) {\n      ...AlertPreferences_fields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAlertPreferences($token: String!, $urgent: Boolean!, $digest: Boolean!) {\n    updateAlertPreferences(token: $token, urgent: $urgent, digest: $digest) {\n      ...AlertPreferences_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeFromAlerts($token: String!) {\n    unsubscribeFromAlerts(token: $token)\n  }\n"): (typeof documents)["\n  mutation UnsubscribeFromAlerts($token: String!) {\n    unsubscribeFromAlerts(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebPushPublicKey {\n    webPushPublicKey\n  }\n"): (typeof documents)["\n  query WebPushPublicKey {\n    webPushPublicKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeToPush($subscription: PushSubscriptionInput!) {\n    subscribeToPush(subscription: $subscription)\n  }\n"): (typeof documents)["\n  mutation SubscribeToPush($subscription: PushSubscriptionInput!) {\n    subscribeToPush(subscription: $subscription)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeFromPush($endpoint: String!) {\n    unsubscribeFromPush(endpoint: $endpoint)\n  }\n"): (typeof documents)["\n  mutation UnsubscribeFromPush($endpoint: String!) {\n    unsubscribeFromPush(endpoint: $endpoint)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnnouncementsList($first: Int!, $after: String, $search: String, $priority: Priority) {\n    announcements(first: $first, after: $after, search: $search, priority: $priority) {\n      nodes {\n        ...AnnouncementCard_announcement\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnnouncementsList($first: Int!, $after: String, $search: String, $priority: Priority) {\n    announcements(first: $first, after: $after, search: $search, priority: $priority) {\n      nodes {\n        ...AnnouncementCard_announcement\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnnouncementDetails($id: ID!) {\n    announcement(id: $id) {\n      id\n      title\n      content\n      contentText\n      date\n      priority\n      urgent\n      publishedAt\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query AnnouncementDetails($id: ID!) {\n    announcement(id: $id) {\n      id\n      title\n      content\n      contentText\n      date\n      priority\n      urgent\n      publishedAt\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsList($first: Int!, $after: String, $search: String, $timeframe: EventTimeframe!) {\n    events(first: $first, after: $after, search: $search, timeframe: $timeframe) {\n      nodes {\n        ...EventCard_event\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventsList($first: Int!, $after: String, $search: String, $timeframe: EventTimeframe!) {\n    events(first: $first, after: $after, search: $search, timeframe: $timeframe) {\n      nodes {\n        ...EventCard_event\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventDetails($id: ID!) {\n    event(id: $id) {\n      id\n      title\n      description\n      descriptionText\n      location\n      date\n      time\n      image\n      responsiveImage {\n        ...ResponsiveImage_image\n      }\n      publishedAt\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query EventDetails($id: ID!) {\n    event(id: $id) {\n      id\n      title\n      description\n      descriptionText\n      location\n      date\n      time\n      image\n      responsiveImage {\n        ...ResponsiveImage_image\n      }\n      publishedAt\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryItems($first: Int!, $after: String, $album: ID) {\n    galleryItems(first: $first, after: $after, album: $album) {\n      nodes {\n        id\n        title\n        description\n        alt\n        imageUrl\n        responsiveImage {\n          ...ResponsiveImage_image\n        }\n        date\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query GalleryItems($first: Int!, $after: String, $album: ID) {\n    galleryItems(first: $first, after: $after, album: $album) {\n      nodes {\n        id\n        title\n        description\n        alt\n        imageUrl\n        responsiveImage {\n          ...ResponsiveImage_image\n        }\n        date\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeneralInfo {\n    generalInfoContent {\n      sections {\n        title\n        description\n        documents {\n          ...DocumentCard_document\n        }\n      }\n      otherDocuments {\n        ...DocumentCard_document\n      }\n    }\n  }\n"): (typeof documents)["\n  query GeneralInfo {\n    generalInfoContent {\n      sections {\n        title\n        description\n        documents {\n          ...DocumentCard_document\n        }\n      }\n      otherDocuments {\n        ...DocumentCard_document\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DocumentCard_document on Document {\n    id\n    title\n    size\n    fileUrl\n    uploadDate\n  }\n"): (typeof documents)["\n  fragment DocumentCard_document on Document {\n    id\n    title\n    size\n    fileUrl\n    uploadDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HistoryPageContent {\n    school {\n      foundingYear\n    }\n    historyContent {\n      subtitle\n      story\n      principals {\n        ...PrincipalCard_principal\n      }\n      legacyTitle\n      legacyText\n    }\n  }\n"): (typeof documents)["\n  query HistoryPageContent {\n    school {\n      foundingYear\n    }\n    historyContent {\n      subtitle\n      story\n      principals {\n        ...PrincipalCard_principal\n      }\n      legacyTitle\n      legacyText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrincipalCard_principal on PreviousPrincipal {\n    name\n    years\n    picture {\n      ...ContentImage_picture\n    }\n  }\n"): (typeof documents)["\n  fragment PrincipalCard_principal on PreviousPrincipal {\n    name\n    years\n    picture {\n      ...ContentImage_picture\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeAnnouncements($first: Int!) {\n    announcements(first: $first) {\n      nodes {\n        ...AnnouncementCard_announcement\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeAnnouncements($first: Int!) {\n    announcements(first: $first) {\n      nodes {\n        ...AnnouncementCard_announcement\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePageContent {\n    school {\n      foundingYear\n    }\n    homeContent {\n      ...HeroSlideshow_home\n      ...AboutSection_home\n    }\n    missionValuesContent {\n      ...AboutSection_missionValues\n    }\n  }\n"): (typeof documents)["\n  query HomePageContent {\n    school {\n      foundingYear\n    }\n    homeContent {\n      ...HeroSlideshow_home\n      ...AboutSection_home\n    }\n    missionValuesContent {\n      ...AboutSection_missionValues\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment AboutSection_home on HomeContent {\n    storyTitle\n    story\n  }\n"): (typeof documents)["\n  fragment AboutSection_home on HomeContent {\n    storyTitle\n    story\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AboutSection_missionValues on MissionValuesContent {\n    mission\n    values {\n      name\n      icon\n      summary\n    }\n  }\n"): (typeof documents)["\n  fragment AboutSection_missionValues on MissionValuesContent {\n    mission\n    values {\n      name\n      icon\n      summary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeroSlideshow_home on HomeContent {\n    heroEyebrow\n    heroTitle\n    heroText\n    heroSlides {\n      caption\n      enabled\n      picture {\n        alt\n        image {\n          ...ResponsiveImage_image\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment HeroSlideshow_home on HomeContent {\n    heroEyebrow\n    heroTitle\n    heroText\n    heroSlides {\n      caption\n      enabled\n      picture {\n        alt\n        image {\n          ...ResponsiveImage_image\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MissionValuesPageContent {\n    missionValuesContent {\n      mission\n      values {\n        name\n        icon\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query MissionValuesPageContent {\n    missionValuesContent {\n      mission\n      values {\n        name\n        icon\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsList($first: Int!, $after: String, $search: String, $category: String) {\n    news(first: $first, after: $after, search: $search, category: $category) {\n      nodes {\n        ...NewsCard_news\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsList($first: Int!, $after: String, $search: String, $category: String) {\n    news(first: $first, after: $after, search: $search, category: $category) {\n      nodes {\n        ...NewsCard_news\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsCategories {\n    newsCategories\n  }\n"): (typeof documents)["\n  query NewsCategories {\n    newsCategories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsArticle($id: ID!) {\n    newsItem(id: $id) {\n      id\n      title\n      date\n      category\n      image\n      responsiveImage {\n        ...ResponsiveImage_image\n      }\n      excerpt\n      content\n      publishedAt\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query NewsArticle($id: ID!) {\n    newsItem(id: $id) {\n      id\n      title\n      date\n      category\n      image\n      responsiveImage {\n        ...ResponsiveImage_image\n      }\n      excerpt\n      content\n      publishedAt\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSearch($q: String!, $kind: SearchKind, $first: Int, $offset: Int) {\n    search(q: $q, kind: $kind, first: $first, offset: $offset) {\n      total\n      hits {\n        kind\n        title\n        path\n        date\n        snippet {\n          text\n          highlighted\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SiteSearch($q: String!, $kind: SearchKind, $first: Int, $offset: Int) {\n    search(q: $q, kind: $kind, first: $first, offset: $offset) {\n      total\n      hits {\n        kind\n        title\n        path\n        date\n        snippet {\n          text\n          highlighted\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffPageDirectory {\n    staffDirectory {\n      subtitle\n      principal {\n        name\n        role\n        picture {\n          ...ContentImage_picture\n        }\n      }\n      groups {\n        title\n        picture {\n          ...ContentImage_picture\n        }\n        rows {\n          label\n          people {\n            ...StaffPerson_member\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffPageDirectory {\n    staffDirectory {\n      subtitle\n      principal {\n        name\n        role\n        picture {\n          ...ContentImage_picture\n        }\n      }\n      groups {\n        title\n        picture {\n          ...ContentImage_picture\n        }\n        rows {\n          label\n          people {\n            ...StaffPerson_member\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffPerson_member on StaffMember {\n    name\n    role\n    picture {\n      ...ContentImage_picture\n    }\n  }\n"): (typeof documents)["\n  fragment StaffPerson_member on StaffMember {\n    name\n    role\n    picture {\n      ...ContentImage_picture\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;