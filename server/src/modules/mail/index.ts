export { mailArea } from "./mail.area";
export { MailService, WAKE_MAIL_SENDER } from "./mail.service";
export { logTransport, smtpTransport } from "./mail-transport";
