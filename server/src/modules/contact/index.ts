export { ContactMessage, ContactSubject } from "./contact-message.entity";
export { contactArea } from "./contact-message.area";
export { CONTACT_MESSAGES_PER_WINDOW, CONTACT_WINDOW_MS } from "./contact-message.service";
