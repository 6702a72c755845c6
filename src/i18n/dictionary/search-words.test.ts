import { describe, expect, it } from 'vitest'
import { searchWordsOf } from './search-words'

describe('searchWordsOf', () => {
  it('reads searchWord.<word> entries as word → stored value and nothing else', () => {
    expect(
      searchWordsOf({
        'searchWord.elsparkbil': 'El',
        'searchWord. pärlan ': ' Volvo ',
        'carValue.El': 'Electric',
        'carList.cars': 'Bilar',
        'searchWord.tom': ' ',
        'searchWord.': 'X',
      }),
    ).toEqual({
      elsparkbil: 'El',
      pärlan: 'Volvo',
    })
  })
})
