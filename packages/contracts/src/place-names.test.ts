import { describe, expect, it } from 'vitest';
import {
  addressHi,
  councilNameHi,
  hindiPlaceSynonyms,
  placeNameFromHindi,
  placeNameHi,
} from './place-names.ts';

describe('placeNameHi', () => {
  it('names states, union territories, cities and areas in Devanagari', () => {
    expect(placeNameHi('Maharashtra')).toBe('महाराष्ट्र');
    expect(placeNameHi('Mumbai')).toBe('मुंबई');
    expect(placeNameHi('Bengaluru')).toBe('बेंगलुरु');
    expect(placeNameHi('Gurugram')).toBe('गुरुग्राम');
    expect(placeNameHi('Delhi')).toBe('दिल्ली');
    expect(placeNameHi('Puducherry')).toBe('पुडुचेरी');
    expect(placeNameHi('Koramangala')).toBe('कोरमंगला');
  });

  it('matches case, dots, hyphens and spaces aside, and the common older spellings', () => {
    expect(placeNameHi('  mumbai ')).toBe('मुंबई');
    expect(placeNameHi('TAMIL NADU')).toBe('तमिलनाडु');
    expect(placeNameHi('T Nagar')).toBe('टी. नगर');
    expect(placeNameHi('vasai virar')).toBe('वसई-विरार');
    expect(placeNameHi('Bangalore')).toBe('बेंगलुरु');
    expect(placeNameHi('Gurgaon')).toBe('गुरुग्राम');
    expect(placeNameHi('Bombay')).toBe('मुंबई');
    expect(placeNameHi('Madras')).toBe('चेन्नई');
    expect(placeNameHi('Calcutta')).toBe('कोलकाता');
    expect(placeNameHi('Orissa')).toBe('ओडिशा');
  });

  it('knows all 36 states and union territories and about a hundred and fifty cities', () => {
    const states = [
      'Andhra Pradesh',
      'Arunachal Pradesh',
      'Assam',
      'Bihar',
      'Chhattisgarh',
      'Goa',
      'Gujarat',
      'Haryana',
      'Himachal Pradesh',
      'Jharkhand',
      'Karnataka',
      'Kerala',
      'Madhya Pradesh',
      'Maharashtra',
      'Manipur',
      'Meghalaya',
      'Mizoram',
      'Nagaland',
      'Odisha',
      'Punjab',
      'Rajasthan',
      'Sikkim',
      'Tamil Nadu',
      'Telangana',
      'Tripura',
      'Uttar Pradesh',
      'Uttarakhand',
      'West Bengal',
      'Andaman and Nicobar Islands',
      'Chandigarh',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Delhi',
      'Jammu and Kashmir',
      'Ladakh',
      'Lakshadweep',
      'Puducherry',
    ];
    expect(states).toHaveLength(36);
    for (const state of states) expect(placeNameHi(state), state).toMatch(/^[\u0900-\u097F ]+$/);
  });

  it('leaves a name it does not know undefined', () => {
    expect(placeNameHi('14, 80 Feet Road')).toBeUndefined();
    expect(placeNameHi('Atlantis')).toBeUndefined();
    expect(placeNameHi('')).toBeUndefined();
  });
});

describe('councilNameHi', () => {
  it('names the national councils and every state medical or dental council', () => {
    expect(councilNameHi('Maharashtra Medical Council')).toBe('महाराष्ट्र मेडिकल काउंसिल');
    expect(councilNameHi('Delhi Medical Council')).toBe('दिल्ली मेडिकल काउंसिल');
    expect(councilNameHi('National Medical Commission')).toBe('राष्ट्रीय आयुर्विज्ञान आयोग');
    expect(councilNameHi('Telangana State Medical Council')).toBe('तेलंगाना राज्य मेडिकल काउंसिल');
    expect(councilNameHi('Karnataka State Dental Council')).toBe('कर्नाटक राज्य डेंटल काउंसिल');
    expect(councilNameHi('rajasthan medical council')).toBe('राजस्थान मेडिकल काउंसिल');
  });

  it('leaves a council it does not know undefined', () => {
    expect(councilNameHi('Atlantis Medical Council')).toBeUndefined();
    expect(councilNameHi('General Medical Council')).toBeUndefined();
  });
});

describe('placeNameFromHindi', () => {
  it('finds the English name a search filters on', () => {
    expect(placeNameFromHindi('मुंबई')).toBe('Mumbai');
    expect(placeNameFromHindi(' बेंगलुरु ')).toBe('Bengaluru');
    expect(placeNameFromHindi('दिल्ली')).toBe('Delhi');
    expect(placeNameFromHindi('लंदन')).toBeUndefined();
  });

  it('gives a search every Hindi city and state but those that are everyday words', () => {
    const synonyms = new Map(hindiPlaceSynonyms());
    expect(synonyms.get('मुंबई')).toBe('Mumbai');
    expect(synonyms.get('तमिलनाडु')).toBe('Tamil Nadu');
    for (const word of ['गया', 'सागर', 'कोटा', 'दुर्ग']) expect(synonyms.has(word), word).toBe(false);
  });
});

describe('addressHi', () => {
  it('names the known places of an address in Hindi and leaves the rest as written', () => {
    expect(addressHi('Bandra Wellness Clinic, 402, Hill Road, Bandra West, Mumbai')).toBe(
      'Bandra Wellness Clinic, 402, Hill Road, बांद्रा पश्चिम, मुंबई',
    );
    expect(addressHi('Flat 302, Lakeview Residency, Bengaluru 560034')).toBe(
      'Flat 302, Lakeview Residency, बेंगलुरु 560034',
    );
    expect(addressHi('12, Main Street, Springfield 560034')).toBe('12, Main Street, Springfield 560034');
    expect(addressHi('Bandra Wellness Clinic, 402, Hill Road, Bandra West, Mumbai - 400050')).toBe(
      'Bandra Wellness Clinic, 402, Hill Road, बांद्रा पश्चिम, मुंबई - 400050',
    );
  });
});
