// Real US cities (approximate centre, a representative ZIP) that seeded screens are spread
// around. 40 cities in 26 states.

export interface City {
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

export const CITIES: readonly City[] = [
  { city: 'New York', state: 'NY', zip: '10001', latitude: 40.7506, longitude: -73.9972 },
  { city: 'Brooklyn', state: 'NY', zip: '11201', latitude: 40.6937, longitude: -73.9896 },
  { city: 'Buffalo', state: 'NY', zip: '14202', latitude: 42.8864, longitude: -78.8784 },
  { city: 'Jersey City', state: 'NJ', zip: '07302', latitude: 40.7178, longitude: -74.0431 },
  { city: 'Newark', state: 'NJ', zip: '07102', latitude: 40.7357, longitude: -74.1724 },
  { city: 'Boston', state: 'MA', zip: '02108', latitude: 42.3576, longitude: -71.0636 },
  { city: 'Cambridge', state: 'MA', zip: '02139', latitude: 42.3647, longitude: -71.1042 },
  { city: 'Philadelphia', state: 'PA', zip: '19103', latitude: 39.9526, longitude: -75.1652 },
  { city: 'Pittsburgh', state: 'PA', zip: '15222', latitude: 40.4406, longitude: -79.9959 },
  { city: 'Baltimore', state: 'MD', zip: '21202', latitude: 39.2904, longitude: -76.6122 },
  { city: 'Arlington', state: 'VA', zip: '22201', latitude: 38.8816, longitude: -77.091 },
  { city: 'Richmond', state: 'VA', zip: '23219', latitude: 37.5407, longitude: -77.436 },
  { city: 'Charlotte', state: 'NC', zip: '28202', latitude: 35.2271, longitude: -80.8431 },
  { city: 'Raleigh', state: 'NC', zip: '27601', latitude: 35.7796, longitude: -78.6382 },
  { city: 'Atlanta', state: 'GA', zip: '30303', latitude: 33.749, longitude: -84.388 },
  { city: 'Miami', state: 'FL', zip: '33131', latitude: 25.7617, longitude: -80.1918 },
  { city: 'Orlando', state: 'FL', zip: '32801', latitude: 28.5383, longitude: -81.3792 },
  { city: 'Tampa', state: 'FL', zip: '33602', latitude: 27.9506, longitude: -82.4572 },
  { city: 'Nashville', state: 'TN', zip: '37203', latitude: 36.1627, longitude: -86.7816 },
  { city: 'Chicago', state: 'IL', zip: '60601', latitude: 41.8857, longitude: -87.6225 },
  { city: 'Detroit', state: 'MI', zip: '48226', latitude: 42.3314, longitude: -83.0458 },
  { city: 'Columbus', state: 'OH', zip: '43215', latitude: 39.9612, longitude: -82.9988 },
  { city: 'Cleveland', state: 'OH', zip: '44114', latitude: 41.4993, longitude: -81.6944 },
  { city: 'Minneapolis', state: 'MN', zip: '55402', latitude: 44.9778, longitude: -93.265 },
  { city: 'Milwaukee', state: 'WI', zip: '53202', latitude: 43.0389, longitude: -87.9065 },
  { city: 'St. Louis', state: 'MO', zip: '63101', latitude: 38.627, longitude: -90.1994 },
  { city: 'New Orleans', state: 'LA', zip: '70112', latitude: 29.9511, longitude: -90.0715 },
  { city: 'Houston', state: 'TX', zip: '77002', latitude: 29.7604, longitude: -95.3698 },
  { city: 'Dallas', state: 'TX', zip: '75201', latitude: 32.7767, longitude: -96.797 },
  { city: 'Austin', state: 'TX', zip: '78701', latitude: 30.2672, longitude: -97.7431 },
  { city: 'Denver', state: 'CO', zip: '80202', latitude: 39.7392, longitude: -104.9903 },
  { city: 'Phoenix', state: 'AZ', zip: '85004', latitude: 33.4484, longitude: -112.074 },
  { city: 'Salt Lake City', state: 'UT', zip: '84101', latitude: 40.7608, longitude: -111.891 },
  { city: 'Las Vegas', state: 'NV', zip: '89101', latitude: 36.1699, longitude: -115.1398 },
  { city: 'Los Angeles', state: 'CA', zip: '90012', latitude: 34.0522, longitude: -118.2437 },
  { city: 'San Francisco', state: 'CA', zip: '94103', latitude: 37.7749, longitude: -122.4194 },
  { city: 'San Diego', state: 'CA', zip: '92101', latitude: 32.7157, longitude: -117.1611 },
  { city: 'Portland', state: 'OR', zip: '97204', latitude: 45.5152, longitude: -122.6784 },
  { city: 'Seattle', state: 'WA', zip: '98101', latitude: 47.6062, longitude: -122.3321 },
  { city: 'Honolulu', state: 'HI', zip: '96813', latitude: 21.3069, longitude: -157.8583 },
];

export const STREET_NAMES: readonly string[] = [
  'Main St',
  'Market St',
  'Broadway',
  'Oak Ave',
  'Pine St',
  'Maple Ave',
  'Washington Blvd',
  'Lincoln Ave',
  'Park Ave',
  'Lakeshore Dr',
  'Union Sq',
  'Commerce St',
  'Elm St',
  'River Rd',
  'Harbor Way',
  'Station Plaza',
];
