// The state shapes, loaded on first use: the TopoJSON (about 80 KB) is its own chunk, fetched
// from this origin when a map first renders, so no other screen pays for it and no map tile
// server is ever asked. The file is pre-projected, so d3's geoPath draws it with no projection.
import { geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { US_STATES } from '@/data/us-states';
import type { PlanarGeometry } from '@/components/map/projection';

export interface StateShape {
  /** the 2-letter postal code; null for the District of Columbia (not one of the 50 states) */
  code: string | null;
  name: string;
  /** the SVG path on the 975 x 610 plane */
  d: string;
  geometry: PlanarGeometry;
}

export interface StateShapes {
  states: readonly StateShape[];
  /** the borders between states, drawn once (each shared edge once) */
  borders: string;
}

const CODE_BY_NAME = new Map(US_STATES.map((state) => [state.name, state.code]));

type StatesTopology = Topology<{
  states: GeometryCollection<{ name: string }>;
  nation: GeometryCollection;
}>;

/** The shapes from the TopoJSON (exported for the unit tests, which read the file directly). */
export function shapesOf(topology: StatesTopology): StateShapes {
  const path = geoPath();
  const collection = feature(topology, topology.objects.states);
  const states = collection.features.map((shape): StateShape => {
    const name = shape.properties.name;
    return {
      code: CODE_BY_NAME.get(name) ?? null,
      name,
      d: path(shape) ?? '',
      geometry: shape.geometry as PlanarGeometry,
    };
  });
  const borders = path(mesh(topology, topology.objects.states, (a, b) => a !== b)) ?? '';
  return { states, borders };
}

let loading: Promise<StateShapes> | null = null;

/** The shapes, loaded once per page (a failed load may be retried). */
export function loadStateShapes(): Promise<StateShapes> {
  loading ??= import('us-atlas/states-albers-10m.json')
    .then((module) => shapesOf((module.default ?? module) as unknown as StatesTopology))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
