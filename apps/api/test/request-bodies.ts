/** Valid request bodies shared by the route tables of the contract and role tests. */
export const AVAILABILITY_BODY = {
  weeklyHours: {
    monday: [{ start: "09:00", end: "12:00" }],
    tuesday: [],
    wednesday: [],
    thursday: [],
    friday: [],
    saturday: [],
    sunday: [],
  },
  sessionMinutes: 50,
  bufferMinutes: 10,
  noticeHours: 12,
  horizonDays: 30,
  daysOff: [],
};
