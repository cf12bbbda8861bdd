/** The academic calendar's address; other pages link to it. */
export const academicCalendarPath = "/academic-calendar";
