// OpenOOH Venue Taxonomy 1.1 (https://github.com/openooh/venue-taxonomy, specification.json),
// Apache-2.0, OpenOOH Working Group. Generated from shared/data/openooh-venue-taxonomy-1.1.json:
// the console shows `label` (the taxonomy's name) and sends `value` (its enumeration_id).
// Three levels: 11 parents (1-11), 41 children (3-4 digits), 47 grandchildren (5-6 digits).

export interface VenueType {
  label: string;
  /** OpenOOH enumeration_id, the value sent on the wire */
  value: number;
  /** OpenOOH string_value, e.g. "transit.airports.gates" */
  stringValue: string;
  description: string;
  children: readonly VenueType[];
}

export const VENUE_TYPES: readonly VenueType[] = [
  {
    label: 'Transit',
    value: 1,
    stringValue: 'transit',
    description: 'Transit',
    children: [
      {
        label: 'Airports',
        value: 101,
        stringValue: 'transit.airports',
        description:
          'Signage located throughout terminals in arrival and departure areas, ticketing areas, baggage claim, gate-hold rooms, concourses, retail shops, and VIP lounges.',
        children: [
          {
            label: 'Arrival Hall',
            value: 10101,
            stringValue: 'transit.airports.arrivals_hall',
            description: 'Locations for meeting passengers arriving on flights',
            children: [],
          },
          {
            label: 'Baggage Claim',
            value: 10102,
            stringValue: 'transit.airports.baggage_claim',
            description: 'Locations to retrieve baggage not carried during a flight',
            children: [],
          },
          {
            label: 'Departures Hall',
            value: 10103,
            stringValue: 'transit.airports.departures_hall',
            description: 'Location for dropping off passengers leaving on flights',
            children: [],
          },
          {
            label: 'Food Court',
            value: 10104,
            stringValue: 'transit.airports.food_court',
            description: 'Location within an airport for food, typically casual',
            children: [],
          },
          {
            label: 'Gates',
            value: 10105,
            stringValue: 'transit.airports.gates',
            description: 'Location to wait for or embark or disembark from a specific plane',
            children: [],
          },
          {
            label: 'Lounges',
            value: 10106,
            stringValue: 'transit.airports.lounges',
            description:
              '(typically private) places to wait for flights, separate from public spaces',
            children: [],
          },
          {
            label: 'Shopping Area',
            value: 10107,
            stringValue: 'transit.airports.shopping_area',
            description:
              'Retail areas contained within facilities primarily used for servicing flights',
            children: [],
          },
        ],
      },
      {
        label: 'Buses',
        value: 102,
        stringValue: 'transit.buses',
        description: 'Displays located on or in city or intercity buses.',
        children: [
          {
            label: 'Bus (Inside)',
            value: 10201,
            stringValue: 'transit.buses.bus',
            description: 'Advertising inside a bus, primarily visible to bus passengers',
            children: [],
          },
          {
            label: 'Terminal',
            value: 10202,
            stringValue: 'transit.buses.terminal',
            description: 'Advertising at facilities for embarking or disembarking from a bus',
            children: [],
          },
          {
            label: 'Bus (Outside)',
            value: 10203,
            stringValue: 'transit.buses.bus_outside',
            description:
              'Advertising outside a bus, primarily visible to people not riding the bus',
            children: [],
          },
        ],
      },
      {
        label: 'Taxi & Rideshare TV',
        value: 103,
        stringValue: 'transit.taxi_rideshare_tv',
        description:
          'Advertising displays placed inside taxis and rideshare vehicles visible to passengers in the back seat.',
        children: [],
      },
      {
        label: 'Taxi & Rideshare Top',
        value: 104,
        stringValue: 'transit.taxi_rideshare_top',
        description:
          'Advertising displays placed on top of taxi and rideshare vehicles visible to nearby pedestrian and drivers.',
        children: [],
      },
      {
        label: 'Subway',
        value: 105,
        stringValue: 'transit.subway',
        description:
          'Advertising displays placed inside subway trains or inside stations or on subway platforms.',
        children: [
          {
            label: 'Subway Train',
            value: 10501,
            stringValue: 'transit.subway.train',
            description: 'A (typical municipal area) train that travels primarily underground',
            children: [],
          },
          {
            label: 'Platform',
            value: 10502,
            stringValue: 'transit.subway.platform',
            description: 'Areas to wait for, board, or unboard a subway',
            children: [],
          },
        ],
      },
      {
        label: 'Train Stations',
        value: 106,
        stringValue: 'transit.train_stations',
        description: 'Advertising displays placed inside train stations or on platforms.',
        children: [
          {
            label: 'Train',
            value: 10601,
            stringValue: 'transit.train_stations.train',
            description: 'A train that travels primarily above ground, on rails',
            children: [],
          },
          {
            label: 'Platform',
            value: 10602,
            stringValue: 'transit.train_stations.platform',
            description: 'Areas to wait for, board, or unboard a train',
            children: [],
          },
        ],
      },
      {
        label: 'Ferry',
        value: 107,
        stringValue: 'transit.ferry',
        description: 'Advertising displays placed inside a passenger water transport.',
        children: [],
      },
    ],
  },
  {
    label: 'Retail',
    value: 2,
    stringValue: 'retail',
    description: 'Retail',
    children: [
      {
        label: 'Fueling Stations',
        value: 201,
        stringValue: 'retail.gas_stations',
        description: 'An establishment beside a road selling fuel for motor vehicles.',
        children: [
          {
            label: 'Fuel Dispenser',
            value: 20101,
            stringValue: 'retail.gas_stations.pump',
            description: 'A (typically self-service) device for dispensing fuel to vehicles.',
            children: [],
          },
          {
            label: 'Shop',
            value: 20102,
            stringValue: 'retail.gas_stations.shop',
            description:
              "A store attached to a location who's primary audience is people fueling vehicles",
            children: [],
          },
        ],
      },
      {
        label: 'Convenience Stores',
        value: 202,
        stringValue: 'retail.convenience_store',
        description:
          'A store with extended opening hours and in a convenient location, stocking a limited range of household goods and groceries.',
        children: [],
      },
      {
        label: 'Grocery',
        value: 203,
        stringValue: 'retail.grocery',
        description: 'A retail shop that primarily sells food, either fresh or preserved.',
        children: [
          {
            label: 'Shop Entrance',
            value: 20301,
            stringValue: 'retail.grocery.shop_entrance',
            description:
              'Areas near the entrance to a store, often (but not always) visible from outside',
            children: [],
          },
          {
            label: 'Check Out',
            value: 20302,
            stringValue: 'retail.grocery.check_out',
            description: 'Areas primarily dedicated to paying for purchased goods',
            children: [],
          },
          {
            label: 'Aisles',
            value: 20303,
            stringValue: 'retail.grocery.aisles',
            description: 'Areas primarily dedicated to the display or retrieval of goods',
            children: [],
          },
        ],
      },
      {
        label: 'Liquor Stores',
        value: 204,
        stringValue: 'retail.liquor_stores',
        description:
          'A retail shop that predominantly sells prepackaged alcoholic beverages, typically in bottles, intended to be consumed off the store’s premises.',
        children: [],
      },
      {
        label: 'Mall',
        value: 205,
        stringValue: 'retail.malls',
        description:
          'A large building or series of connected buildings containing a variety of retail stores and typically also restaurants.',
        children: [
          {
            label: 'Concourse',
            value: 20501,
            stringValue: 'retail.malls.concourse',
            description: 'A large open area (including hallways and escalators)',
            children: [],
          },
          {
            label: 'Food Court',
            value: 20502,
            stringValue: 'retail.malls.food_court',
            description: 'A Common area with multiple food vendors and common tables.',
            children: [],
          },
          {
            label: 'Spectacular',
            value: 20503,
            stringValue: 'retail.malls.spectacular',
            description:
              'Large and impactful screen(s) at a prime location. It often utilizes special embellishments.',
            children: [],
          },
        ],
      },
      {
        label: 'Cannabis Dispensaries',
        value: 206,
        stringValue: 'retail.dispensaries',
        description: 'A store that sells and dispenses cannabis and CBD products.',
        children: [],
      },
      {
        label: 'Pharmacies',
        value: 207,
        stringValue: 'retail.pharmacies',
        description: 'A store where medicinal drugs are dispensed and sold.',
        children: [],
      },
      {
        label: 'Parking Garages',
        value: 208,
        stringValue: 'retail.parking_garages',
        description:
          'A building in which people usually pay to park their cars, trucks and other vehicles.',
        children: [],
      },
    ],
  },
  {
    label: 'Outdoor',
    value: 3,
    stringValue: 'outdoor',
    description: 'Outdoor',
    children: [
      {
        label: 'Billboards',
        value: 301,
        stringValue: 'outdoor.billboards',
        description:
          'Located primarily on major roads, they attract high-density consumer exposure (mostly to vehicular traffic, but often to pedestrians).',
        children: [
          {
            label: 'Roadside',
            value: 30101,
            stringValue: 'outdoor.billboards.roadside',
            description: 'Primarily vehicular environments.',
            children: [],
          },
          {
            label: 'Highway',
            value: 30102,
            stringValue: 'outdoor.billboards.highway',
            description:
              'High-speed vehicular environments, typically with controlled entrance/exit (e.g. "exits" or "interchanges")',
            children: [],
          },
          {
            label: 'Spectacular',
            value: 30103,
            stringValue: 'outdoor.billboards.spectacular',
            description:
              'A bulletin that is usually larger than 14’ x 48’ and is positioned at a prime location in a market. A spectacular often utilizes special embellishments.',
            children: [],
          },
        ],
      },
      {
        label: 'Urban Panels',
        value: 302,
        stringValue: 'outdoor.urban_panels',
        description:
          'Digital screens in urban environments, typically providing a public amenity. Typically visible to pedestrians and in some cases, vehicular traffic as well.',
        children: [],
      },
      {
        label: 'Bus Shelters',
        value: 303,
        stringValue: 'outdoor.bus_shelters',
        description:
          'Enclosures where individuals may wait for buses in an urban environment. Signage may be attached to the interior or exterior of the enclosure.',
        children: [],
      },
    ],
  },
  {
    label: 'Health & Beauty',
    value: 4,
    stringValue: 'health_beauty',
    description: 'Health & Beauty',
    children: [
      {
        label: 'Gyms',
        value: 401,
        stringValue: 'health_beauty.gyms',
        description:
          'A club, building, or large room, usually containing special equipment, where people go to do physical exercise and get fit.',
        children: [
          {
            label: 'Lobby',
            value: 40101,
            stringValue: 'health_beauty.gyms.lobby.',
            description: 'Area for waiting or meeting guests',
            children: [],
          },
          {
            label: 'Fitness Equipment',
            value: 40102,
            stringValue: 'health_beauty.gyms.equipment',
            description: 'Area primarily for exercise or the usage of fitness equipment',
            children: [],
          },
        ],
      },
      {
        label: 'Salons',
        value: 402,
        stringValue: 'health_beauty.salons',
        description:
          'An establishment where a hairdresser, beautician, or couturier conducts business.',
        children: [
          {
            label: 'Unisex Salon',
            value: 40201,
            stringValue: 'health_beauty.salons.unisex',
            description: 'Salon catering to clients of any sex',
            children: [],
          },
          {
            label: "Men's Salon",
            value: 40202,
            stringValue: 'health_beauty.salons.mens',
            description: 'Salon primarily catering towards men',
            children: [],
          },
          {
            label: "Women's Salon",
            value: 40203,
            stringValue: 'health_beauty.salons.womens',
            description: 'Salon primarily catering towards women',
            children: [],
          },
        ],
      },
      {
        label: 'Spas',
        value: 403,
        stringValue: 'health_beauty.spas',
        description:
          'A commercial establishment offering health and beauty treatment through such means as steam baths, exercise equipment, and massage.',
        children: [],
      },
    ],
  },
  {
    label: 'Point of Care',
    value: 5,
    stringValue: 'point_care',
    description: 'Point of Care',
    children: [
      {
        label: 'Doctor’s Offices',
        value: 501,
        stringValue: 'point_care.doctor_offices',
        description: 'Non-hospital facility run by a physician - for treatment of people.',
        children: [],
      },
      {
        label: 'Veterinary Offices',
        value: 502,
        stringValue: 'point_care.veterinary_offices',
        description: 'Non-hopsital facility run by a veterinarian - for treatment of animals.',
        children: [],
      },
    ],
  },
  {
    label: 'Education',
    value: 6,
    stringValue: 'education',
    description: 'Education',
    children: [
      {
        label: 'Schools',
        value: 601,
        stringValue: 'education.schools',
        description:
          'An educational institution designed to provide learning spaces and learning environments for the teaching of students between K - 12 under the direction of teachers.',
        children: [],
      },
      {
        label: 'Colleges and Universities',
        value: 602,
        stringValue: 'education.colleges',
        description:
          'An education institution designed for instruction, examination, or both, of students in many branches of advanced learning, conferring degrees in various faculties, and often embodying colleges and similar institutions.',
        children: [
          {
            label: 'Residences',
            value: 60201,
            stringValue: 'education.colleges.residences',
            description: 'Places where faculty or students live',
            children: [],
          },
          {
            label: 'Common Areas',
            value: 60202,
            stringValue: 'education.colleges.common',
            description: 'Shared spaces for study, dining, or leisure activities',
            children: [],
          },
          {
            label: 'Athletic Facilities',
            value: 60203,
            stringValue: 'education.colleges.athletics',
            description: 'Facillities or stadiums for sporting competition',
            children: [],
          },
        ],
      },
    ],
  },
  {
    label: 'Office Buildings',
    value: 7,
    stringValue: 'office_buildings',
    description: 'Office Buildings',
    children: [
      {
        label: 'Office Buildings',
        value: 701,
        stringValue: 'office_buildings.office_buildings',
        description:
          'An office building, also known as an office block or business center is a form of commercial building which contains spaces mainly designed to be used for offices. Advertising displays may be in building lobbies, common areas, or in elevators.',
        children: [
          {
            label: 'Elevator',
            value: 70101,
            stringValue: 'office_buildings.office_buildings.elevator',
            description: 'Enclosed, Vertical conveyance for people and goods',
            children: [],
          },
          {
            label: 'Lobby',
            value: 70102,
            stringValue: 'office_buildings.office_buildings.lobby',
            description:
              'Common space for tenants to meet and greet visitors and guests, typically near entrances',
            children: [],
          },
        ],
      },
    ],
  },
  {
    label: 'Leisure',
    value: 8,
    stringValue: 'entertainment',
    description: 'Leisure',
    children: [
      {
        label: 'Recreational Locations',
        value: 801,
        stringValue: 'entertainment.recreational',
        description: 'Location where recreational and/or leisure activities take place.',
        children: [
          {
            label: 'Theme Parks',
            value: 80101,
            stringValue: 'entertainment.recreational.theme_parks',
            description: 'An amusement park with a unifying setting or idea.',
            children: [],
          },
          {
            label: 'Museums and Galleries',
            value: 80102,
            stringValue: 'entertainment.recreational.museums_galleries',
            description:
              'A building in which objects of historical, scientific, artistic, or cultural interest are stored and exhibited. e.g. "the Museum of Modern Art"',
            children: [],
          },
          {
            label: 'Concert Venues',
            value: 80103,
            stringValue: 'entertainment.recreational.concert_venues',
            description: 'Any location used for a concert or musical performance',
            children: [],
          },
        ],
      },
      {
        label: 'Movie Theaters',
        value: 802,
        stringValue: 'entertainment.movie_theaters',
        description: 'Location for displaying long-format content on large screens.',
        children: [
          {
            label: 'Lobby',
            value: 80201,
            stringValue: 'entertainment.movie_theaters.lobby',
            description:
              'A corridor or hall connected with a larger room or series of rooms and used as a passageway or waiting room: such as a large hall serving as a foyer (as of a hotel or theater)',
            children: [],
          },
          {
            label: 'Food Court',
            value: 80202,
            stringValue: 'entertainment.movie_theaters.food_court',
            description:
              'An area within a building (such as a shopping mall) set apart for food concessions.',
            children: [],
          },
        ],
      },
      {
        label: 'Sports Entertainment',
        value: 803,
        stringValue: 'entertainment.sports',
        description: 'A venue that individuals or groups can play an active sport or activity.',
        children: [
          {
            label: 'Sport Arena',
            value: 80301,
            stringValue: 'entertainment.sports.arena',
            description:
              'A central area used for sports or other forms of entertainment and surrounded by seats for spectators.',
            children: [],
          },
          {
            label: 'Club House',
            value: 80302,
            stringValue: 'entertainment.sports.club_house',
            description: 'Locker rooms used by an athletic team',
            children: [],
          },
        ],
      },
      {
        label: 'Bars',
        value: 804,
        stringValue: 'entertainment.bars',
        description: 'A retail business that serves alcoholic beverages.',
        children: [],
      },
      {
        label: 'Casual Dining',
        value: 805,
        stringValue: 'entertainment.casual_dining',
        description: 'A restaurant that serves moderately priced food in a casual atmosphere.',
        children: [],
      },
      {
        label: 'QSR',
        value: 806,
        stringValue: 'entertainment.qsr',
        description:
          'A fast food restaurant, also known as a quick service restaurant within the industry, is a specific type of restaurant that serves fast-food cuisine and has minimal table service.',
        children: [],
      },
      {
        label: 'Hotels',
        value: 807,
        stringValue: 'entertainment.hotels',
        description:
          'An establishment providing accommodations, means, and other services for travelers and tourists.',
        children: [
          {
            label: 'Lobby',
            value: 80701,
            stringValue: 'entertainment.hotels.lobby',
            description: 'Commonly accessible shared spaces for guests at a hotel',
            children: [],
          },
          {
            label: 'Elevator',
            value: 80702,
            stringValue: 'entertainment.hotels.elevator',
            description: 'Commonly accessible, enclosed spaces used to move between floors.',
            children: [],
          },
          {
            label: 'Room',
            value: 80703,
            stringValue: 'entertainment.hotels.room',
            description: 'Locations occupied and restricted to a single guest',
            children: [],
          },
        ],
      },
      {
        label: 'Golf Carts',
        value: 808,
        stringValue: 'entertainment.golf_cart',
        description: 'A small motorized vehicle for golfers and their equipment.',
        children: [],
      },
      {
        label: 'Night Clubs',
        value: 809,
        stringValue: 'entertainment.night_club',
        description:
          'An establishment for nighttime entertainment, typically serving drinks and offering music, dancing, etc.',
        children: [],
      },
      {
        label: 'High-End Dining',
        value: 810,
        stringValue: 'entertainment.high_end_dining',
        description:
          'A restaurant that serves expensive food. Often in a more formal atmosphere, and accepting or requiring reservations',
        children: [],
      },
    ],
  },
  {
    label: 'Government',
    value: 9,
    stringValue: 'government',
    description: 'Government',
    children: [
      {
        label: 'DMVs',
        value: 901,
        stringValue: 'government.dmv',
        description:
          'An office building, also known as an office block or business center is a form of commercial building which contains spaces mainly designed to be used for offices. Advertising displays may be in building lobbies, common areas, or in elevators.',
        children: [],
      },
      {
        label: 'Military Bases',
        value: 902,
        stringValue: 'government.military_bases',
        description:
          'A facility that houses and facilitates training for military personnel and operations.',
        children: [],
      },
      {
        label: 'Post Offices',
        value: 903,
        stringValue: 'government.postal',
        description:
          'A facility that handles the receipt, delivery, and processing of mail, packages, or other postal services.',
        children: [],
      },
    ],
  },
  {
    label: 'Financial',
    value: 10,
    stringValue: 'financial',
    description: 'Financial',
    children: [
      {
        label: 'Banks',
        value: 1001,
        stringValue: 'financial.banks',
        description:
          'A bank is a financial institution licensed to store or invest accountholders money',
        children: [],
      },
    ],
  },
  {
    label: 'Residential',
    value: 11,
    stringValue: 'residential',
    description: 'Residential',
    children: [
      {
        label: 'Apartment Buildings and Condominiums',
        value: 1101,
        stringValue: 'residential.apartment',
        description: 'A building that contains different residential units',
        children: [
          {
            label: 'Lobby',
            value: 110101,
            stringValue: 'residential.apartment_buildings.lobby',
            description:
              'A corridor or hall connected with a larger room or series of rooms and used as a passageway or waiting room: such as a large hall serving as a foyer (as of a hotel or theater)',
            children: [],
          },
          {
            label: 'Elevator',
            value: 110102,
            stringValue: 'residential.apartment_buildings.elevator',
            description: 'Enclosed, Vertical conveyance for people and goods',
            children: [],
          },
        ],
      },
    ],
  },
];

export interface FlatVenueType {
  label: string;
  value: number;
  stringValue: string;
  description: string;
  /** 1 = top level, 2 = child, 3 = grandchild */
  depth: 1 | 2 | 3;
  /** enumeration_id of the parent, null at the top level */
  parentValue: number | null;
  /** labels from the top level down to this entry */
  path: readonly string[];
  /** enumeration ids from the top level down to this entry */
  pathValues: readonly number[];
  hasChildren: boolean;
}

function flatten(
  entries: readonly VenueType[],
  parent: FlatVenueType | null,
  into: FlatVenueType[],
): FlatVenueType[] {
  for (const entry of entries) {
    const flat: FlatVenueType = {
      label: entry.label,
      value: entry.value,
      stringValue: entry.stringValue,
      description: entry.description,
      depth: parent ? ((parent.depth + 1) as 2 | 3) : 1,
      parentValue: parent ? parent.value : null,
      path: parent ? [...parent.path, entry.label] : [entry.label],
      pathValues: parent ? [...parent.pathValues, entry.value] : [entry.value],
      hasChildren: entry.children.length > 0,
    };
    into.push(flat);
    flatten(entry.children, flat, into);
  }
  return into;
}

/** Every entry of the tree, depth-first (parents before their children). */
export const VENUE_TYPE_LIST: readonly FlatVenueType[] = flatten(VENUE_TYPES, null, []);

const byId = new Map(VENUE_TYPE_LIST.map((entry) => [entry.value, entry]));

export function venueTypeById(id: number): FlatVenueType | undefined {
  return byId.get(id);
}

export function isVenueTypeId(value: unknown): value is number {
  return typeof value === 'number' && byId.has(value);
}

export const VENUE_PATH_SEPARATOR = ' › ';

/** The full path of a venue type, e.g. "Transit › Airports › Gates"; "Unknown venue type (id)". */
export function venueTypeLabel(id: number): string {
  const entry = byId.get(id);
  return entry ? entry.path.join(VENUE_PATH_SEPARATOR) : `Unknown venue type (${id})`;
}

/** The ids of an entry and all its descendants (a parent filter matches its children). */
export function venueTypeWithDescendants(id: number): number[] {
  const entry = byId.get(id);
  if (!entry) return [];
  return VENUE_TYPE_LIST.filter((candidate) => candidate.pathValues.includes(id)).map(
    (candidate) => candidate.value,
  );
}
