import {
  IAB_CATEGORIES,
  IAB_CATEGORY_LIST,
  iabCategoryByCode,
  iabCategoryLabel,
  isIabCategoryCode,
} from '@/data/iab-categories';
import { isUsStateCode, US_STATES, usStateName } from '@/data/us-states';
import {
  isVenueTypeId,
  VENUE_TYPE_LIST,
  VENUE_TYPES,
  venueTypeById,
  venueTypeLabel,
  venueTypeWithDescendants,
} from '@/data/venue-types';

describe('OpenOOH venue taxonomy 1.1', () => {
  it('has 11 top-level types valued 1-11 with the spec’s labels', () => {
    expect(VENUE_TYPES.map((type) => [type.value, type.label])).toEqual([
      [1, 'Transit'],
      [2, 'Retail'],
      [3, 'Outdoor'],
      [4, 'Health & Beauty'],
      [5, 'Point of Care'],
      [6, 'Education'],
      [7, 'Office Buildings'],
      [8, 'Leisure'],
      [9, 'Government'],
      [10, 'Financial'],
      [11, 'Residential'],
    ]);
  });

  it('has 41 children and 47 grandchildren with 3-4 and 5-6 digit values', () => {
    const children = VENUE_TYPE_LIST.filter((type) => type.depth === 2);
    const grandchildren = VENUE_TYPE_LIST.filter((type) => type.depth === 3);
    expect(children).toHaveLength(41);
    expect(grandchildren).toHaveLength(47);
    expect(children.every((type) => type.value >= 101 && type.value <= 1101)).toBe(true);
    expect(grandchildren.every((type) => type.value >= 10101 && type.value <= 110102)).toBe(true);
    expect(new Set(VENUE_TYPE_LIST.map((type) => type.value)).size).toBe(99);
  });

  it('looks types up by id and labels them with their full path', () => {
    expect(venueTypeLabel(10105)).toBe('Transit › Airports › Gates');
    expect(venueTypeLabel(202)).toBe('Retail › Convenience Stores');
    expect(venueTypeLabel(4242)).toBe('Unknown venue type (4242)');
    expect(venueTypeById(10105)).toMatchObject({
      stringValue: 'transit.airports.gates',
      parentValue: 101,
      depth: 3,
    });
    expect(isVenueTypeId(1101)).toBe(true);
    expect(isVenueTypeId(12)).toBe(false);
    expect(isVenueTypeId('1')).toBe(false);
    expect(venueTypeWithDescendants(105)).toEqual([105, 10501, 10502]);
  });
});

describe('IAB content taxonomy 1.0', () => {
  it("names the top levels as the spec writes them (IAB11 `Law Gov't & Politics`)", () => {
    const spec = [
      'Arts & Entertainment',
      'Automotive',
      'Business',
      'Careers',
      'Education',
      'Family & Parenting',
      'Health & Fitness',
      'Food & Drink',
      'Hobbies & Interests',
      'Home & Garden',
      "Law Gov't & Politics",
      'News',
      'Personal Finance',
      'Society',
      'Science',
      'Pets',
      'Sports',
      'Style & Fashion',
      'Technology & Computing',
      'Travel',
      'Real Estate',
      'Shopping',
      'Religion & Spirituality',
      'Uncategorized',
      'Non-Standard Content',
      'Illegal Content',
    ];
    expect(new Set(IAB_CATEGORIES.map((category) => category.label))).toEqual(new Set(spec));
    expect(iabCategoryLabel('IAB11')).toBe("Law Gov't & Politics");
  });

  it('has IAB1..IAB26 with tier-2 children', () => {
    expect(IAB_CATEGORIES.map((category) => category.code)).toEqual(
      Array.from({ length: 26 }, (_, index) => `IAB${index + 1}`),
    );
    expect(IAB_CATEGORY_LIST).toHaveLength(392);
    expect(iabCategoryByCode('IAB7-11')).toMatchObject({ tier: 2, parentCode: 'IAB7' });
    expect(iabCategoryLabel('IAB24')).toBe('Uncategorized');
    expect(iabCategoryLabel('IAB8-6')).toBe('Food & Drink › Coffee/Tea');
    expect(iabCategoryLabel('IAB2-15')).toBe('Automotive › Motorcycles');
    expect(isIabCategoryCode('IAB99')).toBe(false);
  });
});

describe('US states', () => {
  it('has the 50 states without DC', () => {
    expect(US_STATES).toHaveLength(50);
    expect(isUsStateCode('DC')).toBe(false);
    expect(isUsStateCode('WY')).toBe(true);
    expect(usStateName('TX')).toBe('Texas');
  });
});
