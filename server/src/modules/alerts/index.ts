export { alertsArea } from "./alerts.area";
