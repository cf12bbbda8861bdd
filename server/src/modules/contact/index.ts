export { ContactMessage, ContactSubject } from "./contact-message.entity";
export { ContactMessageResolver } from "./contact-message.resolver";
export { ContactMessageService, CONTACT_MESSAGES_PER_WINDOW, CONTACT_WINDOW_MS } from "./contact-message.service";
