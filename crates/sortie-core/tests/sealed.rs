//! Sealed orders loaded from untrusted bytes: an order held for a seat that owes none is
//! caught by `is_consistent`.

use sortie_core::players::PlayerSet;
use sortie_core::sealed::SealedOrders;

#[test]
fn an_order_from_a_seat_that_owes_none_is_inconsistent() {
    let mut orders = SealedOrders::<u8>::new(PlayerSet::first(2));
    orders.commit(1, 7).unwrap();
    assert!(orders.is_consistent());
    let json = serde_json::to_string(&orders).unwrap();
    assert_eq!(
        json,
        r#"{"expected":3,"orders":[null,7,null,null,null,null,null,null]}"#
    );
    let forged: SealedOrders<u8> =
        serde_json::from_str(&json.replace(r#""expected":3"#, r#""expected":1"#)).unwrap();
    assert!(!forged.is_consistent());
    let empty: SealedOrders<u8> =
        serde_json::from_str(r#"{"expected":0,"orders":[null,null,null,null,null,null,null,null]}"#).unwrap();
    assert!(empty.is_consistent());
}
