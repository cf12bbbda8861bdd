export { contactArea } from "./contact-message.area";
export { CONTACT_MESSAGES_PER_WINDOW } from "./contact-message.service";
