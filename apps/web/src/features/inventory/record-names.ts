/** How the inventory's screens name a floor and a room (where a room is: `roomLocation`, in the contracts). */

/** 'Floor 1: First Floor'. */
export const floorName = (floor: { floor_number: number; name: string }) =>
  `Floor ${floor.floor_number}: ${floor.name}`;

/** 'Room 101: Sunrise'. */
export const roomName = (room: { room_number: string; name: string }) =>
  `Room ${room.room_number}: ${room.name}`;
