/** Where the e-mail alerts' pages are: the sign-up, and the pages an alert e-mail's links open. */
export const alertsPaths = {
  signUp: "/alerts",
  confirm: "/alerts/confirm",
  manage: "/alerts/manage",
  unsubscribe: "/alerts/unsubscribe",
} as const;
