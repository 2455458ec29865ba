// The deal form's own words. The rules' messages are src/rules/deal-rules.ts (shared with the
// demo server); these are the form's labels, hints, toasts and the few checks only it makes.

export const DEAL_FORM_MESSAGES = {
  /** Only the form sees text that is not a number (the wire carries numbers). */
  floorNumber: 'Floor CPM must be a number',
} as const;

export const DEAL_FORM_TEXT = {
  created: 'Deal created',
  saved: 'Deal saved',
  createTitle: 'New Deal',
  createDescription: 'Offer chosen screens to chosen buyers. The Deal ID is generated on save.',
  duplicateDescription: (name: string) =>
    `A copy of “${name}”. It gets its own Deal ID when it is created.`,
  editTitle: 'Edit Deal',
  createLabel: 'Create Deal',
  saveLabel: 'Save Deal',
  formLabel: 'Deal',
  createUnsaved: 'This deal has not been created. If you leave, the draft is discarded.',
  editUnsaved: 'Your changes to this deal have not been saved. If you leave, they are discarded.',
  loading: 'Loading the deal…',
  notFound: 'This deal does not exist, or it is not one of your deals.',
  copyName: (name: string) => `Copy of ${name}`,
  // Section titles.
  terms: 'Terms',
  buyers: 'Buyers',
  schedule: 'Schedule',
  // Field labels (also the conflict view's names for them).
  name: 'Deal name',
  auctionType: 'Auction',
  floorCpm: 'Floor CPM ($)',
  fixedPrice: 'Fixed price CPM ($)',
  floorHint: 'Bids below this CPM do not win the deal.',
  fixedHint: 'The price every win on this deal pays.',
  priority: 'Priority',
  priorityHint: '1 wins first, 10 last, among deal bids at or above their floor.',
  priorityOption: (priority: number) =>
    priority === 1 ? '1 (first)' : priority === 10 ? '10 (last)' : String(priority),
  seats: 'Buyer seats',
  seatsHint: 'Pick advertiser accounts, or type a Seat ID below.',
  seatsPlaceholder: 'Search advertisers by name or Seat ID',
  advertisersFailed:
    'The advertiser accounts could not be loaded: type the buyers’ Seat IDs below.',
  seatWarnings: 'Seat ID warnings',
  seatInput: 'Add a Seat ID',
  seatInputHint: 'A buyer’s Seat ID, e.g. acc_acme. Press Enter or Add Seat ID.',
  addSeat: 'Add Seat ID',
  unknownSeat: (seat: string) =>
    `Seat ID ${seat} is not a known advertiser; the deal will still be offered to it`,
  screens: 'Screens',
  screenMode: 'Choose screens',
  byPlacement: 'By placement',
  byVenue: 'By venue type and state',
  byVenueHint: 'Every matching screen of yours, including ones you add later.',
  placements: 'Placements',
  placementsPlaceholder: 'Search your placements by name or ID',
  venueTypes: 'Venue types',
  states: 'States',
  statesHint: 'None chosen: every state.',
  screenCount: (count: number) =>
    count === 0
      ? 'No screens match yet'
      : `${count} ${count === 1 ? 'screen matches' : 'screens match'}`,
  placementsLoading: 'Counting your screens…',
  placementsFailed: 'Your placements could not be loaded, so the matching screens are not counted.',
  flight: 'Flight',
  flightNewHint: 'A new deal runs from today for 30 days; change the dates as needed.',
  dateStart: 'Start date',
  dateEnd: 'End date',
  dayParts: 'Day-parts',
  dayPartsHint:
    'In each screen’s local time. Select hours and choose Mark open for the hours the deal runs; with no hour open, it runs every hour.',
  dayPartsEvery: 'No hours marked open: the deal runs every hour.',
  chooseHours: 'Choose hours',
  loadingHours: 'Loading the hours grid…',
  isActive: 'Active',
  isActiveHint: 'An inactive deal is not offered to buyers.',
} as const;
